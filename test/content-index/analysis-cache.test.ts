import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalysisCache } from '../../scripts/pipeline/3-content-index/analysis-cache.ts';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n## ${body}\n\nText.\n`;

let scratch: string;
let file: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'analysis-cache-'));
  file = path.join(scratch, 'index-cache.json');
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** One index run over `texts`, as `buildContentIndex` makes it: each page read, then `save`. */
function run(cache: AnalysisCache, texts: string[]) {
  const results = texts.map((text) => ({
    analysis: cache.analyse(text, '.mdx'),
    frontmatter: cache.frontmatter(text),
  }));
  cache.save();
  return results;
}

const saved = () => JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: unknown[]; untouched?: true };

/** Marks the file, so a later run shows whether it rewrote it. */
function mark(): void {
  fs.writeFileSync(file, JSON.stringify({ ...saved(), untouched: true }));
}

describe('the page analysis cache', () => {
  it('is rewritten only when its pages changed, and then holds only the current pages', () => {
    const pages = [page('One', 'First'), page('Two', 'Second')];
    run(new AnalysisCache(file), pages);
    expect(saved().entries).toHaveLength(2);
    mark();

    run(new AnalysisCache(file), pages);
    expect(saved().untouched).toBe(true);

    run(new AnalysisCache(file), [pages[0], page('Two', 'Second, edited')]);
    expect(saved().untouched).toBeUndefined();
    expect(saved().entries).toHaveLength(2);
  });

  it('kept by a long-running process, reuses what it read for the pages that did not change', () => {
    const cache = new AnalysisCache(file);
    const unchanged = page('One', 'First');
    const [first] = run(cache, [unchanged, page('Two', 'Second')]);
    mark();

    const [again, edited] = run(cache, [unchanged, page('Two', 'Second, edited')]);
    expect(again.analysis).toBe(first.analysis);
    expect(again.frontmatter).toBe(first.frontmatter);
    expect(edited.analysis.ok && edited.analysis.analysis.anchors.map((anchor) => anchor.id)).toEqual([
      'second-edited',
    ]);
    expect(saved().untouched).toBeUndefined();
    mark();

    run(cache, [unchanged, page('Two', 'Second, edited')]);
    expect(saved().untouched).toBe(true);
  });
});
