import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import mdxDevLoader from '../../scripts/pipeline/5-bundle/mdx-dev-loader.ts';
import { STRICT, checkLevels } from '../../scripts/pipeline/3-content-index/checks.ts';
import type { CheckLevels } from '../../scripts/pipeline/3-content-index/checks.ts';

const ROOT = path.resolve('.');
const CONTENT = path.join(ROOT, 'content');
// The compiled module imports react/jsx-runtime: it is loaded from inside the repository.
fs.mkdirSync(path.join(ROOT, '.build'), { recursive: true });
const SCRATCH = fs.mkdtempSync(path.join(ROOT, '.build', 'dev-loader-'));
afterAll(() => fs.rmSync(SCRATCH, { recursive: true, force: true }));

interface Compiled {
  code: string;
  warnings: string[];
}

/** Runs the loader as webpack would on `content/<name>`, without reading that file. */
function load(name: string, source: string, checks: CheckLevels = STRICT): Promise<Compiled> {
  const warnings: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      rootContext: ROOT,
      resourcePath: path.join(CONTENT, name),
      getOptions: () => ({ contentDir: CONTENT, checks }),
      emitWarning: (warning: Error) => warnings.push(warning.message),
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve({ code: code!, warnings })),
    };
    mdxDevLoader.call(context as unknown as Parameters<typeof mdxDevLoader>[0] & object, source);
  });
}

let count = 0;
/** Renders a compiled page module to HTML. */
async function render(code: string): Promise<string> {
  const file = path.join(SCRATCH, `page-${(count += 1)}.mjs`);
  fs.writeFileSync(file, code);
  const page = (await import(file)) as { default: ComponentType };
  return renderToStaticMarkup(createElement(page.default));
}

describe('the dev MDX loader', () => {
  it('compiles a good page as @mdx-js/loader does', async () => {
    const { code, warnings } = await load('guides/good.mdx', '---\ntitle: Good\n---\n\nHello **world**.\n');
    expect(code).toContain('function MDXContent');
    expect(warnings).toEqual([]);
  });

  it('turns a page whose frontmatter fails into a page listing the problem, reporting nothing itself', async () => {
    const { code, warnings } = await load('guides/typo.mdx', '---\ntitle: Typo\ntitel: x\n---\n\nText.\n');
    const html = await render(code);
    expect(html).toContain('This page does not build');
    expect(html).toContain('<code>content/guides/typo.mdx:3</code>: unknown frontmatter key &quot;titel&quot;');
    expect(html).toContain('hint: did you mean &quot;title&quot;?');
    // The content index reports it, once.
    expect(warnings).toEqual([]);
  });

  it('compiles such a page when unknown keys only warn', async () => {
    const { code } = await load(
      'guides/typo.mdx',
      '---\ntitle: Typo\ntitel: x\n---\n\nText.\n',
      checkLevels({}, ['--warn']),
    );
    expect(await render(code)).toBe('<p>Text.</p>');
  });

  it('shows an MDX syntax error on the page instead of failing the compilation', async () => {
    const { code, warnings } = await load('guides/broken.mdx', '---\ntitle: Broken\n---\n\nBroken <div here\n');
    const html = await render(code);
    expect(html).toContain('<code>content/guides/broken.mdx:5</code>: MDX syntax error');
    expect(html).toContain('hint: in MDX, write');
    expect(warnings).toEqual([]);
  });

  it('reports a broken partial itself, since the content index does not read partials', async () => {
    const { code, warnings } = await load('guides/_part.mdx', 'Broken <div here\n');
    expect(await render(code)).toContain('content/guides/_part.mdx:1');
    expect(warnings).toEqual([expect.stringMatching(/^content\/guides\/_part\.mdx:1: MDX syntax error/)]);
  });
});
