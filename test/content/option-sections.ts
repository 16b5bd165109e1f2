/**
 * Shared helpers for the configuration tests: split a page into option sections and check that every
 * option section states its type and its default.
 *
 * The convention the pages follow (and these helpers read):
 *
 * - An option section is the text under a `##` or `###` heading named by an option's full path, up to the
 *   next `##`/`###` heading (a `####` heading or a table inside the section belongs to it).
 * - Its *summary* is the first paragraph under the heading (a line holding only a `<Badge />` is
 *   skipped). The summary starts with the type(s) as inline code, such as `` `string` `` or
 *   `` `boolean | object` ``, and then states the default with the word "default":
 *   `` `boolean` · default `true` `` or `` `'auto' | string`. Default: `'auto'`. ``
 * - Exemption: an option that has no default value of its own says so with the words **"No default"** in
 *   its summary, followed by the reason. Three kinds of options use it:
 *   1. an object-only grouping heading whose children carry the defaults
 *      (`` `object` · No default of its own: each property below has one ``),
 *   2. a deprecated alias (`` `string` · No default (deprecated): use `output.library.type` ``),
 *   3. an option that is simply unset unless you set it (`` `string` · No default: unset ``).
 *   The test counts exemptions separately, so they stay visible.
 * - Deep options (four levels below the top-level key, such as `module.parser.javascript.url`) may instead
 *   be a row of a markdown table inside their parent's section (`### module.parser.javascript`). The
 *   table's header must have a column whose title starts with "Type" and one whose title starts with
 *   "Default"; the row's first cell names the option in inline code (several options may share a row:
 *   `` `importExportsPresence`, `reexportExportsPresence` ``), and its type and default cells must not be
 *   empty ("No default" is written out there as well).
 */

export type Section = {
  /** heading text without backticks and badges */
  heading: string;
  level: number;
  /** 1-based line of the heading */
  line: number;
  /** lines under the heading, up to the next `##`/`###` heading */
  body: string;
};

const FENCE = /^\s*(```+|~~~+)/;

/** Every `##`/`###` section of a page, skipping headings inside code fences. */
export function sectionsOf(source: string): Section[] {
  const lines = source.split('\n');
  const sections: Section[] = [];
  let fence: string | null = null;
  let current: (Section & { start: number }) | null = null;
  const close = (end: number) => {
    if (!current) return;
    const { start, ...section } = current;
    sections.push({ ...section, body: lines.slice(start, end).join('\n') });
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const marker = lines[i].match(FENCE);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (marker[1].startsWith(fence[0]) && marker[1].length >= fence.length) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = lines[i].match(/^(#{2,3})\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    close(i);
    current = {
      heading: heading[2].replace(/<Badge[^>]*\/>/g, '').replace(/`/g, '').trim(),
      level: heading[1].length,
      line: i + 1,
      body: '',
      start: i + 1,
    };
  }
  close(lines.length);
  return sections;
}

/** The section whose heading is `option` (or `option` followed by a space and more text). */
export function findSection(sections: Section[], option: string): Section | undefined {
  return sections.find((s) => s.heading === option || s.heading.startsWith(`${option} `));
}

/** First paragraph of a section body, skipping lines that hold only a badge. */
export function summaryOf(body: string): string {
  const paragraph: string[] = [];
  for (const line of body.split('\n')) {
    const text = line.replace(/<Badge[^>]*\/>/g, '').trim();
    if (!text) {
      if (paragraph.length) break;
      continue;
    }
    paragraph.push(text);
  }
  return paragraph.join(' ');
}

export const NO_DEFAULT = /\bno default\b/i;

/** What the summary of a section says about type and default. */
export function typeAndDefault(body: string): { type: boolean; default: boolean; exempt: boolean } {
  const summary = summaryOf(body);
  return {
    type: summary.startsWith('`'),
    default: /\bdefaults?\b/i.test(summary),
    exempt: NO_DEFAULT.test(summary),
  };
}

type Table = { header: string[]; rows: string[][] };

/** Split a markdown table row into cells, keeping escaped pipes (`\|`) inside cells. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Markdown tables in a section body (outside code fences). */
export function tablesOf(body: string): Table[] {
  const tables: Table[] = [];
  const lines = body.split('\n');
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (FENCE.test(lines[i])) fence = !fence;
    if (fence) continue;
    if (!/^\s*\|/.test(lines[i]) || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) continue;
    const table: Table = { header: cells(lines[i]), rows: [] };
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]); j++) table.rows.push(cells(lines[j]));
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

/**
 * Whether a table in `section` documents the option named `name` with a type and a default:
 * the row's first cell holds `` `name` `` and its "Type…" and "Default…" cells are not empty.
 */
export function tableRowFor(
  section: Section | undefined,
  name: string,
): { found: boolean; type: boolean; default: boolean; exempt: boolean } {
  const result = { found: false, type: false, default: false, exempt: false };
  if (!section) return result;
  for (const table of tablesOf(section.body)) {
    const typeColumn = table.header.findIndex((h) => /^type/i.test(h));
    const defaultColumn = table.header.findIndex((h) => /^default/i.test(h));
    for (const row of table.rows) {
      const names = [...row[0].matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
      if (!names.includes(name)) continue;
      result.found = true;
      const filled = (column: number) => column >= 0 && (row[column] ?? '').replace(/[-—–\s]/g, '') !== '';
      result.type ||= filled(typeColumn);
      result.default ||= filled(defaultColumn);
      result.exempt ||= defaultColumn >= 0 && NO_DEFAULT.test(row[defaultColumn] ?? '');
    }
  }
  return result;
}

export type Coverage = {
  /** option paths whose section (or table row) gives a type and a default */
  complete: string[];
  /** of those, the ones marked "No default" */
  exempt: string[];
  /** option paths documented without a type or without a default, with what is missing */
  incomplete: string[];
};

/**
 * Check type and default for `paths` on a page. `allowTableRow(path)` says whether a path may be a
 * table row in its parent's section instead of having a heading of its own. Paths with neither a
 * heading nor a table row are skipped here (the heading tests report them).
 */
export function coverage(source: string, paths: string[], allowTableRow: (option: string) => boolean = () => false): Coverage {
  const sections = sectionsOf(source);
  const result: Coverage = { complete: [], exempt: [], incomplete: [] };
  for (const option of paths) {
    const section = findSection(sections, option);
    if (section) {
      const found = typeAndDefault(section.body);
      const missing = [!found.type && 'type', !found.default && 'default'].filter(Boolean);
      if (missing.length) {
        result.incomplete.push(`${option} (line ${section.line}: no ${missing.join(' and no ')} in the first paragraph)`);
      } else {
        result.complete.push(option);
        if (found.exempt) result.exempt.push(option);
      }
      continue;
    }
    if (!allowTableRow(option)) continue;
    const parent = option.slice(0, option.lastIndexOf('.'));
    const name = option.slice(option.lastIndexOf('.') + 1);
    const row = tableRowFor(findSection(sections, parent), name);
    if (!row.found) continue;
    if (row.type && row.default) {
      result.complete.push(option);
      if (row.exempt) result.exempt.push(option);
    } else result.incomplete.push(`${option} (table row under ${parent}: needs "Type" and "Default" cells)`);
  }
  return result;
}

/** Whether a table row in the parent's section documents `option` (type and default cells not checked). */
export function documentedByTableRow(source: string, option: string): boolean {
  const parent = option.slice(0, option.lastIndexOf('.'));
  const name = option.slice(option.lastIndexOf('.') + 1);
  return tableRowFor(findSection(sectionsOf(source), parent), name).found;
}
