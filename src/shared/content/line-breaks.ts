/**
 * Where a name may wrap across lines: after a dot or a slash that joins two parts of an identifier or
 * a path (`optimization.splitChunks`, `webpack.config.js`, `webpack/lib/Compiler`), or after the `=`
 * of a setting (`NODE_OPTIONS=--openssl-legacy-provider`), never inside a part. Version numbers (`5.20.0`) stay whole. Shared by the build (inline code and headings of pages
 * get a break point at each) and the site (names in the sidebar, the table of contents and titles).
 */
const BETWEEN_NAME_PARTS = /(?<=[\w$)\]]\.|\/|[\w$]=)(?=[A-Za-z_$@[{(]|=?-)/;

/**
 * The class of the empty element marking a break point: its `::after` is a zero-width space
 * (global.css). Unlike `<wbr>`, it adds no space to accessible names ("output. filename"), it is not
 * copied with the text, and `white-space: nowrap` turns it off.
 */
export const NAME_BREAK_CLASS = 'name-break';

/** The class of a word of inline code kept on one line if it fits one: one with a hyphen, which browsers break after. */
export const CODE_WORD_CLASS = 'code-word';

/** The parts of `text` with a break allowed between each two: `a.b/c` → `['a.', 'b/', 'c']`. */
export function splitNameParts(text: string): string[] {
  return text.split(BETWEEN_NAME_PARTS);
}

/**
 * In prose, a slash joining two words or names (`and/or`, `` `maxInitialRequests`/`maxAsyncRequests` ``)
 * allows a break after it too: browsers keep such a run whole. A slash ending the text (the next name
 * follows in its own element) counts: the last part is then empty. Dots in prose stay as they are
 * (`Node.js`).
 */
export function splitAfterSlashes(text: string): string[] {
  const parts = text.split(/(?<=\/)(?=[^\s/])/);
  return text.endsWith('/') ? [...parts, ''] : parts;
}
