import fs from 'node:fs';
import path from 'node:path';
import { routeOf } from '../../pipeline/3-content-index/walk.ts';

/** One page to import: where it comes from and where it goes. */
export interface ImportedPage {
  /** Absolute path of the source file. */
  source: string;
  /** Path of the new page relative to the content folder, always `.mdx`. */
  target: string;
  route: string;
}

export interface ImportPlan {
  pages: ImportedPage[];
  /** Files left out, relative to the source folder, with the reason. */
  skipped: { file: string; reason: string }[];
}

const MARKDOWN = /\.mdx?$/i;
/** What a package repository keeps beside its README; none of it is documentation. */
const REPOSITORY_PAPERS = /^(changelog|history|contributing|code[-_]of[-_]conduct|license|security|support)\.mdx?$/i;
const IGNORED_FOLDERS = new Set(['node_modules']);
/** Docusaurus's sidebar settings for a folder. */
const CATEGORY = /^_category_\.(json|ya?ml)$/;

/** `Getting_Started` → `getting-started`, `APIReference` → `api-reference`: our file-name rule. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_.]+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Where a file of the source folder lands under the target folder: folders and names in kebab case. */
export function targetPath(relative: string, targetDir: string, keepName = false): string {
  const parts = relative.split('/');
  const name = parts.pop()!;
  const folders = parts.map(kebabCase);
  let file = name;
  if (!keepName) {
    const base = name.replace(MARKDOWN, '');
    file = `${/^readme$/i.test(base) ? 'index' : name.startsWith('_') ? `_${kebabCase(base)}` : kebabCase(base)}.mdx`;
  }
  return path.posix.join(targetDir, ...folders, file);
}

/** The Markdown files and sidebar settings of a folder, in a stable order. */
function sourceFiles(folder: string, relative = ''): string[] {
  const entries = fs.readdirSync(path.join(folder, relative), { withFileTypes: true });
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        return entry.name.startsWith('.') || IGNORED_FOLDERS.has(entry.name) ? [] : sourceFiles(folder, child);
      }
      return MARKDOWN.test(entry.name) || CATEGORY.test(entry.name) ? [child] : [];
    });
}

/** The pages of a folder of Markdown written for another site, and where each goes under `targetDir`. */
export function planImport(folder: string, targetDir: string): ImportPlan {
  const plan: ImportPlan = { pages: [], skipped: [] };
  for (const relative of sourceFiles(folder)) {
    const name = path.posix.basename(relative);
    if (REPOSITORY_PAPERS.test(name)) {
      plan.skipped.push({ file: relative, reason: "a repository's own paper, not documentation" });
      continue;
    }
    if (CATEGORY.test(name)) {
      const reason =
        "sidebar settings of the other site: our sidebar lists a folder's pages by their sort; give the folder an index.mdx if it needs a title";
      plan.skipped.push({ file: relative, reason });
      continue;
    }
    const target = targetPath(relative, targetDir);
    plan.pages.push({ source: path.join(folder, relative), target, route: routeOf(target) });
  }
  return plan;
}
