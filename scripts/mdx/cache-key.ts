import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../webpack/paths.ts';

let pipelineHash: string | undefined;

function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Changes whenever a markdown plugin or the MDX version changes, so stale output is never reused. */
function pipelineVersion(): string {
  if (pipelineHash) return pipelineHash;
  const hash = createHash('sha1');
  for (const file of filesBelow(path.join(ROOT, 'scripts/markdown'))) hash.update(fs.readFileSync(file));
  hash.update(JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@mdx-js/mdx/package.json'), 'utf8')).version);
  pipelineHash = hash.digest('hex');
  return pipelineHash;
}

/** The name of a page's compiled output in the MDX cache folder: its path, content and the pipeline. */
export function compiledFileName(resourcePath: string, source: string | Buffer): string {
  return `${createHash('sha1').update(pipelineVersion()).update(resourcePath).update(source).digest('hex')}.js`;
}
