import fs from 'node:fs';
import { readFrontmatter, splitFrontmatter } from '../../scripts/pipeline/3-content-index/frontmatter.ts';
import type { Frontmatter } from '../../scripts/pipeline/3-content-index/frontmatter-schema.ts';

/** A page as the build reads it: its validated frontmatter and the body after the fence. */
export function readPageSource(text: string, file = 'page'): { frontmatter: Frontmatter; body: string } {
  const result = readFrontmatter(text);
  const parts = splitFrontmatter(text);
  if (!result.ok || !parts) {
    const problems = result.ok ? ['no frontmatter'] : result.problems.map((problem) => `${problem.line}: ${problem.message}`);
    throw new Error(`${file}:${problems.join(`\n${file}:`)}`);
  }
  return { frontmatter: result.data, body: parts.body };
}

/** A page file as the build reads it, with its frontmatter as `data`. */
export function readPage(file: string): { file: string; text: string; data: Frontmatter; body: string } {
  const text = fs.readFileSync(file, 'utf8');
  const { frontmatter, body } = readPageSource(text, file);
  return { file, text, data: frontmatter, body };
}

/** The lines of a page body that are not inside fenced code blocks. */
export function proseLines(body: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const opener = /^(`{3,}|~{3,})/.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1];
      else if (line.trim() === fence) fence = null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}
