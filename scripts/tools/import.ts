import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT, ROOT } from '../pipeline/paths.ts';
import { formatProblem } from '../pipeline/3-content-index/problems.ts';
import { importFolder, ImportError, type ImportCounts } from './import/import-folder.ts';
import { kebabCase } from './import/plan.ts';

/**
 * `npm run import -- <folder> [--to <folder under content/>] [--force]`: brings pages written for
 * another site (Docusaurus docs, a package's README) into content/, and lists what needs a human.
 */

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function rewrites(counts: ImportCounts): string {
  const parts = [
    counts.links && plural(counts.links, 'link'),
    counts.admonitions + counts.notes && plural(counts.admonitions + counts.notes, 'aside'),
    counts.comments && plural(counts.comments, 'HTML comment'),
    counts.tags && plural(counts.tags, 'HTML tag'),
    counts.titles && plural(counts.titles, 'title from a # heading', 'titles from # headings'),
    counts.renamedKeys.length &&
      `${plural(counts.renamedKeys.length, 'frontmatter key')} renamed (${[...new Set(counts.renamedKeys)].join(', ')})`,
    counts.escapes && plural(counts.escapes, 'brace or < escaped', 'braces or < escaped'),
    counts.autolinks && plural(counts.autolinks, '<url> autolink'),
    counts.headingIds && plural(counts.headingIds, '{#id} heading id'),
    counts.indentedCode && plural(counts.indentedCode, 'indented code block'),
  ];
  return parts.filter(Boolean).join(', ') || 'nothing';
}

function main(): void {
  const { values, positionals } = parseArgs({
    options: { to: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    throw new ImportError('usage: npm run import -- <folder> [--to <folder under content/>] [--force]');
  }
  const from = path.resolve(positionals[0]);
  const to = (values.to ?? kebabCase(path.basename(from))).replace(/^content\//, '').replace(/\/+$/, '');
  const result = importFolder({ from, contentDir: CONTENT, to, rootDir: ROOT, force: values.force });
  const images = result.assets.length ? ` and ${plural(result.assets.length, 'image')}` : '';
  console.log(
    `imported ${plural(result.pages.length, 'page')}${images} into ${path.relative(ROOT, path.join(CONTENT, to))}/`,
  );
  for (const { file, reason } of result.skipped) console.log(`  left out ${file}: ${reason}`);
  console.log(`rewrote: ${rewrites(result.counts)}`);
  if (result.needsHuman.length === 0) {
    console.log('nothing needs a human; check the pages with npm start');
    return;
  }
  console.log(`\nneeds a human (${result.needsHuman.length}):`);
  console.log(result.needsHuman.map(formatProblem).join('\n'));
  console.log('\nFix these, preview with npm start, and run npm run build before you commit.');
}

try {
  main();
} catch (error) {
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (!(error instanceof ImportError) && !usage) throw error;
  console.error(`import failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
