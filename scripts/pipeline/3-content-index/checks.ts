import type { Problem } from './problems.ts';

/**
 * The content checks a writer may relax while drafting or bringing in pages written elsewhere. All
 * other problems (malformed MDX or YAML, a missing title, a duplicate route) always fail the build:
 * the site cannot be built around them.
 */
export const RELAXABLE_CHECKS = ['link', 'anchor', 'code-block', 'frontmatter-key'] as const;
export type CheckKind = (typeof RELAXABLE_CHECKS)[number];
export type CheckLevel = 'error' | 'warn';
export type CheckLevels = Record<CheckKind, CheckLevel>;

const NAMES: Record<CheckKind, [one: string, many: string]> = {
  link: ['broken link', 'broken links'],
  anchor: ['broken anchor', 'broken anchors'],
  'code-block': ['code block', 'code blocks'],
  'frontmatter-key': ['unknown frontmatter key', 'unknown frontmatter keys'],
};

function levels(level: CheckLevel, links: CheckLevel = level): CheckLevels {
  return { link: links, anchor: links, 'code-block': level, 'frontmatter-key': level };
}

export const STRICT: CheckLevels = levels('error');

/**
 * How strict a build is, from what the writer asked for: `--warn` or `CONTENT_CHECKS=warn` relax every
 * relaxable check, `LINKS=warn` (the older switch) links and anchors only, `CONTENT_CHECKS=strict`
 * none (`npm test` sets it, so a variable left in a writer's shell never relaxes the tests).
 */
export function checkLevels(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): CheckLevels {
  const asked = env.CONTENT_CHECKS ?? '';
  if (!['', 'strict', 'warn'].includes(asked)) {
    throw new Error(`CONTENT_CHECKS must be "strict" or "warn", not "${asked}"`);
  }
  if (argv.includes('--warn') || asked === 'warn') return levels('warn');
  if (asked === 'strict') return STRICT;
  return levels('error', env.LINKS === 'warn' ? 'warn' : 'error');
}

/** Whether a problem stops the build at these levels. */
export function isError(problem: { kind?: CheckKind }, checks: CheckLevels): boolean {
  return !problem.kind || checks[problem.kind] === 'error';
}

/** `3 content warnings let through: 2 broken links, 1 code block`, or nothing without warnings. */
export function warningSummary(warnings: Problem[]): string | undefined {
  if (warnings.length === 0) return undefined;
  const counts = warningCounts(warnings);
  const kinds = RELAXABLE_CHECKS.flatMap((kind) => {
    const count = counts[kind];
    return count ? [`${count} ${NAMES[kind][count === 1 ? 0 : 1]}`] : [];
  });
  const total = `${warnings.length} content warning${warnings.length === 1 ? '' : 's'} let through`;
  return `${total}: ${kinds.join(', ')}; a strict build (npm run build) fails on them`;
}

/** Warnings by kind, for the build report. */
export function warningCounts(warnings: Problem[]): Partial<Record<CheckKind, number>> {
  const counts: Partial<Record<CheckKind, number>> = {};
  for (const { kind } of warnings) if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}
