/**
 * Asides written for other sites, rewritten as GitHub alerts (one of our aside syntaxes, and the one
 * that keeps every kind and holds several paragraphs, lists or code):
 * - Docusaurus admonitions `:::tip Title` … `:::` (also `:::note[Title]`, nested with more colons);
 * - GitHub's older `> **Note**` / `> **Warning**` blockquotes.
 * Works line by line and leaves fenced code alone.
 */

const KINDS: Record<string, string> = {
  note: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'CAUTION',
};

const OPENER = /^([ \t]*)(:{3,})[ \t]*([A-Za-z]+)[ \t]*(?:\[(.*)\]|(\S.*?))?[ \t]*$/;
const CLOSER = /^[ \t]*(:{3,})[ \t]*$/;
const NOTE = /^([ \t]*>[ \t]*)(?::\w+:[ \t]*)?\*\*(Note|Tip|Info|Important|Warning|Caution|Danger):?\*\*:?[ \t]*(.*)$/i;
const QUOTED = /^[ \t]*>/;
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;

/** Follows fenced code line by line: `inCode()` tells whether the last line given was code. */
export function fenceTracker(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    const match = FENCE.exec(line);
    if (!fence) {
      if (match) fence = match[1];
      return fence !== undefined;
    }
    if (match && match[1].startsWith(fence) && match[2].trim() === '') fence = undefined;
    return true;
  };
}

export interface AsideCounts {
  admonitions: number;
  notes: number;
}

/** Index of the line closing the admonition opened at `start` with `colons`, or -1. */
function closerOf(lines: string[], start: number, colons: string): number {
  let depth = 0;
  const inCode = fenceTracker();
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index];
    if (inCode(line)) continue;
    const opener = OPENER.exec(line);
    if (opener && opener[2] === colons) depth += 1;
    else if (CLOSER.exec(line)?.[1] === colons) {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return -1;
}

function quote(lines: string[], indent: string): string[] {
  return lines.map((line) => {
    if (line.trim() === '') return `${indent}>`;
    return `${indent}> ${line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()}`;
  });
}

function rewrite(lines: string[], counts: AsideCounts): string[] {
  const out: string[] = [];
  const inCode = fenceTracker();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const code = inCode(line);
    const opener = code ? undefined : OPENER.exec(line);
    const kind = opener && KINDS[opener[3].toLowerCase()];
    const end = opener && kind ? closerOf(lines, index, opener[2]) : -1;
    if (opener && kind && end > index) {
      const [, indent, , , bracketTitle, spaceTitle] = opener;
      const title = (bracketTitle ?? spaceTitle)?.trim();
      const inner = rewrite(lines.slice(index + 1, end), counts);
      while (inner.length > 0 && inner[0].trim() === '') inner.shift();
      while (inner.length > 0 && inner.at(-1)!.trim() === '') inner.pop();
      out.push(`${indent}> [!${kind}]`, ...(title ? [`${indent}> **${title}**`, `${indent}>`] : []));
      out.push(...quote(inner, indent));
      counts.admonitions += 1;
      index = end;
      continue;
    }
    // Only as the first line of a quote: further down it is ordinary bold text.
    const note = code || QUOTED.test(lines[index - 1] ?? '') ? undefined : NOTE.exec(line);
    if (note) {
      const [, prefix, word, rest] = note;
      out.push(`${prefix}[!${KINDS[word.toLowerCase()]}]`, ...(rest ? [`${prefix}${rest}`] : []));
      counts.notes += 1;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** Rewrites every admonition and `> **Note**` of a page body; counts what it rewrote. */
export function rewriteAsides(body: string, counts: AsideCounts): string {
  return rewrite(body.split('\n'), counts).join('\n');
}
