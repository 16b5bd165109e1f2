import { htmlVoidElements } from 'html-void-elements';

/**
 * HTML that Markdown allows but MDX (JSX) rejects, rewritten: comments, void elements without a
 * closing slash, `class`/`for` and other HTML attribute names, unquoted values and `style` strings.
 */

const VOID_ELEMENTS = new Set(htmlVoidElements);

/** HTML attribute names React spells differently. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autoplay: 'autoPlay',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  referrerpolicy: 'referrerPolicy',
};

const TAG = /<(\/?)([A-Za-z][\w.:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const COMMENT = /<!--([\s\S]*?)-->/g;

/** `color: red; font-size: 12px` → `{{ color: "red", fontSize: "12px" }}`. */
function styleObject(css: string): string {
  const entries = css
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(([name, ...value]) => name.trim() && value.join(':').trim())
    .map(([name, ...value]) => {
      const property = name.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return `${property}: ${JSON.stringify(value.join(':').trim())}`;
    });
  return `{{ ${entries.join(', ')} }}`;
}

/** A JSX attribute value: JSX strings have no escapes, so pick quotes the value lacks. */
function jsxValue(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  return value.includes("'") ? `{${JSON.stringify(value)}}` : `'${value}'`;
}

function attributes(source: string): string {
  return source.replace(ATTRIBUTE, (_whole, name: string, value: string | undefined) => {
    const jsxName = ATTRIBUTE_NAMES[name.toLowerCase()] ?? name;
    if (value === undefined) return jsxName;
    const unquoted = /^["']/.test(value) ? value.slice(1, -1) : value;
    if (jsxName === 'style') return `style=${styleObject(unquoted)}`;
    return `${jsxName}=${jsxValue(unquoted)}`;
  });
}

export interface HtmlCounts {
  comments: number;
  tags: number;
}

/** Rewrites one piece of HTML (a Markdown `html` node) as JSX; counts comments and changed tags. */
export function htmlToJsx(html: string, counts: HtmlCounts): string {
  const withComments = html.replace(COMMENT, (_whole, text: string) => {
    counts.comments += 1;
    return `{/*${text.replace(/\*\//g, '* /')}*/}`;
  });
  return withComments.replace(TAG, (whole, closing: string, name: string, attrs: string, selfClosing: string) => {
    // Components (capitalised) and tags with `{expressions}` are JSX already.
    if (closing || !/^[a-z]/.test(name) || attrs.includes('{')) return whole;
    const isVoid = VOID_ELEMENTS.has(name);
    const rewritten = `<${name}${attributes(attrs)}${isVoid || selfClosing ? ' />' : '>'}`;
    if (rewritten !== whole) counts.tags += 1;
    return rewritten;
  });
}
