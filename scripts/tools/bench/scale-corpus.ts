import fs from 'node:fs';
import path from 'node:path';

/**
 * A content folder `factor` times the size of `contentDir`, for `npm run bench -- --scale N`: every
 * section's files are copied `factor - 1` more times into `<section>/copy-<k>/`, so each copy is a
 * folder of its section with its own routes. In copy k, absolute links into any section point at that
 * section's copy k, so a copy links to itself as the original does and every link and anchor check
 * still applies. Pages at the content root (glossary, license, ...) are not copied: a copy of them
 * would be a new top-level section.
 */
export function writeScaledContent(contentDir: string, factor: number, target: string): number {
  fs.cpSync(contentDir, target, { recursive: true });
  const sections = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // `](/guides/x/`, `url: /guides/x/`, `href="/guides/"`: a section's path after a link's opening character.
  const sectionLink = new RegExp(`(?<=[(\\s"'])/(${sections.join('|')})/`, 'g');
  let pages = 0;
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const section of sections) {
      const from = path.join(contentDir, section);
      const to = path.join(target, section, `copy-${copy}`);
      fs.mkdirSync(to, { recursive: true });
      for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const source = path.join(from, entry.name);
        if (!/\.mdx?$/.test(entry.name)) {
          fs.copyFileSync(source, path.join(to, entry.name));
          continue;
        }
        const text = fs.readFileSync(source, 'utf8').replace(sectionLink, `/$1/copy-${copy}/`);
        fs.writeFileSync(path.join(to, entry.name), text);
        pages += 1;
      }
    }
  }
  return pages;
}
