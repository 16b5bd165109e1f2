import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry, PageLink } from '../../../src/shared/content/types.ts';
import { sectionLinks, sectionNav, sectionPages, toPageMeta } from '../../../src/shared/content/navigation.ts';
import type { ContentIndex } from './build-index.ts';

/**
 * Writes what the bundles import: one small module listing the sections (shipped with every page),
 * per section a module with its navigation, every page's data and a lazy loader per page, and the
 * list of every page's route and title (for the not-found page). The first load of a page needs none
 * of the section modules (its HTML carries its route data); a client-side navigation loads the
 * target's section module and page chunk, so the JS every page needs does not grow with the site.
 */

function chunkNameOfSection(section: string): string {
  return `nav-${section || 'root'}`;
}

function chunkNameOfPage(url: string): string {
  return `page-${url.split('/').filter(Boolean).join('-') || 'index'}`;
}

function writeIfChanged(file: string, text: string): void {
  // Rewriting an unchanged file would make the dev server rebuild for nothing.
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function sectionModule(pages: PageEntry[], contentDir: string, navJson: string): string {
  const metas = Object.fromEntries(pages.map((page) => [page.url, toPageMeta(page)]));
  const loaders = pages.map((page) => {
    const file = JSON.stringify(path.join(contentDir, page.path));
    return `  ${JSON.stringify(page.url)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkNameOfPage(page.url))} */ ${file}),`;
  });
  return (
    `export const nav = ${navJson};\n` +
    `export const metas = ${JSON.stringify(metas)};\n` +
    `export const pages = {\n${loaders.join('\n')}\n};\n`
  );
}

export function writeGenerated(index: ContentIndex, contentDir: string, outDir: string): void {
  const links = sectionLinks(index.root);
  const sections = ['', ...links.map((link) => link.section)];
  const loaders = sections.map((section) => {
    const chunk = JSON.stringify(chunkNameOfSection(section));
    const file = JSON.stringify(`./sections/${section || 'root'}.js`);
    return `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${chunk} */ ${file}),`;
  });
  writeIfChanged(
    path.join(outDir, 'sections.js'),
    `export const sectionLinks = ${JSON.stringify(links)};\n` +
      `export const sectionNames = ${JSON.stringify(sections)};\n` +
      `export const loadSection = {\n${loaders.join('\n')}\n};\n`,
  );
  for (const section of sections) {
    const nav = sectionNav(index.root, section);
    const pages = sectionPages(index.root, section);
    if (!nav || !pages) continue;
    writeIfChanged(
      path.join(outDir, 'sections', `${section || 'root'}.js`),
      sectionModule(pages, contentDir, JSON.stringify(nav)),
    );
  }
  const pageLinks: PageLink[] = index.pages.map((page) => [page.url, page.title]);
  writeIfChanged(path.join(outDir, 'pages.js'), `export const pages = ${JSON.stringify(pageLinks)};\n`);
  writeIfChanged(
    path.join(outDir, 'content-index.json'),
    JSON.stringify({ root: index.root, pages: index.pages }, null, 1),
  );
}
