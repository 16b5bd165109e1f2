/**
 * Reads the text a reader sees out of a prerendered page: the `<h1>` title and the body of
 * `.page__body`, split into sections at every `<h2>`/`<h3>` that carries an id. The markup comes from
 * React's server renderer, so a small tag scanner is enough (no DOM, no dependency).
 */

export interface ExtractedSection {
  /** `''` for the opening text before the first heading. */
  id: string;
  /** 1 for the opening text, 2 for `##`, 3 for `###`. */
  level: 1 | 2 | 3;
  heading: string;
  /** The prose: everything but code blocks. */
  text: string;
  /** The text of its code blocks (`<pre>`), searchable but not worth showing in a snippet. */
  code: string;
}

export interface ExtractedPage {
  title: string;
  sections: ExtractedSection[];
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Elements whose text is chrome, not content. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'button', 'svg', 'select']);
/** Elements that do not separate words (everything else does). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
  'del',
  'ins',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  copy: '©',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function hasClass(attributes: Map<string, string>, name: string): boolean {
  return (attributes.get('class') ?? '').split(/\s+/).includes(name);
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<!(?:[^>]*)>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Extracts a content page; `null` when the HTML holds no `.page__body` (home, app shell, 404...). */
export function extractPage(html: string): ExtractedPage | null {
  let title = '';
  const sections: ExtractedSection[] = [];
  let current: ExtractedSection = { id: '', level: 1, heading: '', text: '', code: '' };
  /** Open elements: name, and whether it opened the body, a heading or a skipped subtree. */
  const stack: { name: string; role: 'body' | 'heading' | 'title' | 'skip' | 'code' | null }[] = [];
  let inBody = false;
  let inTitle = false;
  let heading: ExtractedSection | null = null;
  let skipDepth = 0;
  let codeDepth = 0;
  let found = false;
  let lower: string | undefined;

  const append = (text: string) => {
    if (skipDepth > 0) return;
    if (inTitle) title += text;
    else if (heading) heading.heading += text;
    else if (inBody && codeDepth > 0) current.code += text;
    else if (inBody) current.text += text;
  };

  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html))) {
    const [, closing, rawName, rawAttributes, text] = match;
    if (text !== undefined) {
      append(decodeEntities(text));
      continue;
    }
    if (!rawName) continue; // comment, doctype, CDATA
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.map((entry) => entry.name).lastIndexOf(name);
      if (at < 0) continue;
      for (const entry of stack.splice(at)) {
        if (entry.role === 'skip') skipDepth -= 1;
        if (entry.role === 'code') codeDepth -= 1;
        if (entry.role === 'body') inBody = false;
        if (entry.role === 'title') inTitle = false;
        if (entry.role === 'heading' && heading) {
          heading.heading = squash(heading.heading);
          current = heading;
          heading = null;
        }
      }
      if (!INLINE.has(name)) append(' ');
      continue;
    }
    const attributes = attributesOf(rawAttributes);
    const selfClosing = VOID.has(name) || /\/\s*$/.test(rawAttributes);
    if (!INLINE.has(name)) append(' ');
    if (RAW_TEXT.has(name) && !selfClosing) {
      // Skip to the matching close tag without scanning the raw text as markup.
      lower ??= html.toLowerCase();
      const close = lower.indexOf(`</${name}`, TOKEN.lastIndex);
      TOKEN.lastIndex = close < 0 ? html.length : html.indexOf('>', close) + 1 || html.length;
      continue;
    }
    if (selfClosing) {
      if (name === 'img' && attributes.get('alt')) append(` ${attributes.get('alt')} `);
      continue;
    }
    let role: (typeof stack)[number]['role'] = null;
    const skipped =
      SKIPPED.has(name) ||
      attributes.has('hidden') ||
      attributes.get('aria-hidden') === 'true' ||
      hasClass(attributes, 'heading-anchor');
    if (skipped) {
      role = 'skip';
      skipDepth += 1;
    } else if (!inBody && !found && hasClass(attributes, 'page__body')) {
      role = 'body';
      inBody = true;
      found = true;
    } else if (name === 'h1' && !title && !inBody) {
      role = 'title';
      inTitle = true;
    } else if (inBody && !heading && skipDepth === 0 && (name === 'h2' || name === 'h3') && attributes.get('id')) {
      role = 'heading';
      sections.push(current);
      heading = { id: attributes.get('id')!, level: name === 'h2' ? 2 : 3, heading: '', text: '', code: '' };
    } else if (name === 'pre' && inBody) {
      role = 'code';
      codeDepth += 1;
    }
    stack.push({ name, role });
  }
  if (!found) return null;
  if (heading) current = heading;
  sections.push(current);
  return {
    title: squash(title),
    sections: sections.map((section) => ({
      ...section,
      heading: squash(section.heading),
      text: squash(section.text),
      code: squash(section.code),
    })),
  };
}
