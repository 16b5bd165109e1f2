/**
 * The `_headers` file static hosts (Netlify, Cloudflare Pages) read from the root of a deploy: a path
 * pattern on its own line, then the headers for it, indented. `*` matches any run of characters
 * (slashes included), `:name` one path segment; `#` starts a comment; `! Name` (Cloudflare) removes a
 * header an earlier rule set.
 *
 *     /*
 *       X-Frame-Options: DENY
 *     /assets/*
 *       Cache-Control: public, max-age=31536000, immutable
 */

export interface HeaderRule {
  pattern: RegExp;
  set: [name: string, value: string][];
  remove: string[];
}

function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_][\w]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Reads the rules of a `_headers` file; lines it cannot read are left out, as hosts do. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(trimmed), set: [], remove: [] });
      continue;
    }
    const rule = rules[rules.length - 1];
    if (!rule) continue;
    if (trimmed.startsWith('!')) {
      rule.remove.push(trimmed.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon > 0) rule.set.push([trimmed.slice(0, colon).trim().toLowerCase(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers the rules give a path, names in lower case. A header set by several matching rules
 * gets their values joined with `, `, as the hosts send it.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.remove) headers.delete(name);
    for (const [name, value] of rule.set) {
      const earlier = headers.get(name);
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return headers;
}
