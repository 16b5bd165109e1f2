import { LineCounter, parseDocument, isMap, isPair, isScalar, type Node } from 'yaml';
import { frontmatterSchema, type Frontmatter } from './frontmatter-schema.ts';
import { describeIssue } from './error-map.ts';

export interface FrontmatterProblem {
  line: number;
  message: string;
  hint: string;
}

export type FrontmatterResult = { ok: true; data: Frontmatter } | { ok: false; problems: FrontmatterProblem[] };

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---\s*(\r?\n|$)/;

/** A page's source split at its frontmatter fence: the YAML between the `---` lines, and the body after. */
export function splitFrontmatter(source: string): { yaml: string; body: string } | undefined {
  const match = FENCE.exec(source);
  return match ? { yaml: match[1], body: source.slice(match[0].length) } : undefined;
}

/** Reads and validates a page's YAML frontmatter; every problem carries its line in the page file. */
export function readFrontmatter(source: string): FrontmatterResult {
  const parts = splitFrontmatter(source);
  if (!parts) {
    return {
      ok: false,
      problems: [
        { line: 1, message: 'page has no frontmatter', hint: 'start the file with ---, a "title: ..." line and ---' },
      ],
    };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(parts.yaml, { lineCounter, prettyErrors: false });
  // The YAML starts on the second line of the file, after the opening ---.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        line: fileLine(error.pos[0]),
        message: `frontmatter is not valid YAML: ${error.message.split('\n')[0]}`,
        hint: 'check indentation and quote values that contain ": " or start with a special character',
      })),
    };
  }
  const result = frontmatterSchema.safeParse(document.toJS() ?? {}, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const { message, hint, key } = describeIssue(issue);
      const path = key ? [...issue.path, key] : issue.path;
      return { line: lineOfPath(document.contents, path, fileLine) ?? 2, message, hint };
    }),
  };
}

function lineOfPath(
  node: Node | null | unknown,
  path: PropertyKey[],
  fileLine: (offset: number) => number,
): number | undefined {
  let current: unknown = node;
  let line: number | undefined;
  for (const segment of path) {
    if (isMap(current)) {
      const pair = current.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === segment);
      if (!pair || !isPair(pair)) break;
      const keyNode = pair.key as Node;
      if (keyNode.range) line = fileLine(keyNode.range[0]);
      current = pair.value;
    } else if (current && typeof current === 'object' && 'items' in current && typeof segment === 'number') {
      const item = (current as { items: Node[] }).items[segment];
      if (!item) break;
      if (item.range) line = fileLine(item.range[0]);
      current = item;
    } else {
      break;
    }
  }
  return line;
}
