import { compile } from '@mdx-js/mdx';
import { compileOptions } from '../../scripts/pipeline/2-mdx/pipeline.ts';
import { getHighlighter } from '../../scripts/pipeline/2-mdx/plugins/highlight.ts';

// Its own file, so no other test has loaded a grammar yet: grammars load only when a page needs them.
describe('grammars loaded on demand', () => {
  it('starts with no grammar and colours a js fence inside a markdown block', async () => {
    const before = (await getHighlighter()).getLoadedLanguages();
    expect(before).not.toContain('javascript');
    expect(before).not.toContain('markdown');
    const code = String(await compile('````md\n```js\nconst a = 1;\n```\n````\n', compileOptions));
    expect(code).toContain('<span style=\\"--s-light:#A0111F;--s-dark:#FF7B72\\">const</span>');
  });
});
