import { LineCounter, parseDocument, isMap, isPair, isScalar, type Node } from 'yaml';
import { frontmatterSchema, type Frontmatter } from './frontmatter-schema.ts';
import { describeIssue } from './error-map.ts';
import type { z } from 'zod';

export interface FrontmatterProblem {
  line: number;
  message: string;
  hint: string;
  /** Unknown keys are the one frontmatter problem a writer may let through (see checks.ts). */
  kind?: 'frontmatter-key';
}

/**
 * `ok` with the valid frontmatter, or the problems. When the only problems are unknown keys, `data`
 * is the frontmatter without them; `fallback` is what could be read of an invalid one, so the page
 * keeps its route and place.
 */
export type FrontmatterResult = { fallback: { title?: string; sort?: number } } & (
  { ok: true; data: Frontmatter; problems: [] } | { ok: false; data?: Frontmatter; problems: FrontmatterProblem[] }
);

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---\s*(\r?\n|$)/;

/** A page's source split at its frontmatter fence: the YAML between the `---` lines, and the body after. */
export function splitFrontmatter(source: string): { yaml: string; body: string } | undefined {
  const match = FENCE.exec(source);
  return match ? { yaml: match[1], body: source.slice(match[0].length) } : undefined;
}

type Issue = z.core.$ZodIssue;

/** One issue per unknown key, so each is reported at its own line. */
function splitUnknownKeys(issues: Issue[]): Issue[] {
  return issues.flatMap((issue): Issue[] =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue],
  );
}

/** The frontmatter without its unknown keys (every issue is an unknown key). */
function withoutUnknownKeys(raw: unknown, issues: Issue[]): unknown {
  const copy = structuredClone(raw) as Record<PropertyKey, unknown>;
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const owner = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], copy);
    for (const key of issue.keys) delete (owner as Record<string, unknown>)[key];
  }
  return copy;
}

function fallbackOf(raw: unknown): FrontmatterResult['fallback'] {
  const { title, sort } = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    ...(typeof title === 'string' && title && { title }),
    ...(typeof sort === 'number' && { sort }),
  };
}

/** Reads and validates a page's YAML frontmatter; every problem carries its line in the page file. */
export function readFrontmatter(source: string): FrontmatterResult {
  const parts = splitFrontmatter(source);
  if (!parts) {
    return {
      ok: false,
      fallback: {},
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
      fallback: {},
      problems: document.errors.map((error) => ({
        line: fileLine(error.pos[0]),
        message: `frontmatter is not valid YAML: ${error.message.split('\n')[0]}`,
        hint: 'check indentation and quote values that contain ": " or start with a special character',
      })),
    };
  }
  const raw: unknown = document.toJS() ?? {};
  const fallback = fallbackOf(raw);
  const result = frontmatterSchema.safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, data: result.data, fallback, problems: [] };
  const issues = splitUnknownKeys(result.error.issues);
  const problems = issues.map((issue): FrontmatterProblem => {
    const { message, hint, key } = describeIssue(issue);
    const path = key ? [...issue.path, key] : issue.path;
    const line = lineOfPath(document.contents, path, fileLine) ?? 2;
    return { line, message, hint, ...(issue.code === 'unrecognized_keys' && { kind: 'frontmatter-key' as const }) };
  });
  const onlyUnknownKeys = issues.every((issue) => issue.code === 'unrecognized_keys');
  const data = onlyUnknownKeys ? frontmatterSchema.parse(withoutUnknownKeys(raw, issues)) : undefined;
  return { ok: false, ...(data && { data }), fallback, problems };
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
