import fs from 'node:fs';
import { walkContent } from '../3-content-index/walk.ts';

/**
 * Every page file with its modification time, as one string: two readings differ when a page was
 * added, removed or saved between them. Partials are not pages: webpack watches them as modules.
 */
export function pageTimes(contentDir: string): string {
  return walkContent(contentDir)
    .map(({ absolute, relative }) => `${relative} ${fs.statSync(absolute, { throwIfNoEntry: false })?.mtimeMs}`)
    .join('\n');
}
