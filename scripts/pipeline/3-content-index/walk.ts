import fs from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Absolute path. */
  absolute: string;
  /** Path relative to the content folder with `/` separators. */
  relative: string;
  extension: '.md' | '.mdx';
}

/** Partials (`_name`) are importable by pages but never routes. */
function isPartial(name: string): boolean {
  return name.startsWith('_');
}

/** Every page file under the content folder, in a stable order. */
export function walkContent(contentDir: string, relative = ''): SourceFile[] {
  const directory = path.join(contentDir, relative);
  const entries = fs.readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry): SourceFile[] => {
    if (isPartial(entry.name) || entry.name.startsWith('.')) return [];
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walkContent(contentDir, child);
    const extension = path.extname(entry.name);
    if (extension !== '.md' && extension !== '.mdx') return [];
    return [{ absolute: path.join(contentDir, child), relative: child, extension }];
  });
}

/** `guides/caching.mdx` → `/guides/caching/`; `guides/index.mdx` → `/guides/`; `index.mdx` → `/`. */
export function routeOf(relative: string): string {
  const withoutExtension = relative.replace(/\.mdx?$/, '');
  const trimmed = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return trimmed ? `/${trimmed}/` : '/';
}
