import fs from 'node:fs';
import path from 'node:path';
import { compile, evaluate, type CompileOptions, type EvaluateOptions } from '@mdx-js/mdx';
import type { MDXModule } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useMDXComponents } from '@mdx-js/react';
import { buildCompileOptions, compileOptions } from '../../scripts/pipeline/2-mdx/pipeline.ts';

const FIXTURES = path.join(process.cwd(), 'test/markdown/fixtures');

/** Every fixture a page can be evaluated from (the images one imports assets, which needs a bundler). */
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.mdx') && name !== 'images.mdx')
  .map((name) => [name, fs.readFileSync(path.join(FIXTURES, name), 'utf8')] as const);

const BEYOND_LATIN_1 = `# Naïve café — “quoted” ✓

A line with 漢字, an emoji 🚀 and a <abbr title="Ångström — Å">Å</abbr> in an attribute.

{\`template — literal \${'🚀'}\`}

\`\`\`js
const arrow = '→'; // “smart”
\`\`\`
`;

async function render(source: string, options: CompileOptions): Promise<string> {
  const { providerImportSource: _provided, ...rest } = options;
  const evaluateOptions = { ...rest, ...runtime, useMDXComponents } as EvaluateOptions;
  const mod: MDXModule = await evaluate(source, evaluateOptions);
  const Badge = ({ text }: { text: string }) => createElement('span', { className: 'badge' }, text);
  return renderToStaticMarkup(
    createElement(mod.default as ComponentType<{ components: object }>, { components: { Badge } }),
  );
}

describe("a production build's compact page modules", () => {
  it.each([...fixtures, ['beyond Latin-1', BEYOND_LATIN_1] as const])(
    '%s renders exactly as the readable module does',
    async (_name, source) => {
      expect(await render(source, buildCompileOptions)).toBe(await render(source, compileOptions));
    },
    30000,
  );

  it('has no line breaks or indentation, and only ASCII in its string literals', async () => {
    const readable = String(await compile(BEYOND_LATIN_1, { ...compileOptions, development: false }));
    const compact = String(await compile(BEYOND_LATIN_1, buildCompileOptions));
    expect(readable).toMatch(/\n {2,}/);
    expect(compact.replace(/`[^`]*`/g, '')).not.toMatch(/\n/);
    expect(compact.replace(/`[^`]*`/g, '')).toMatch(/^[\0-\x7f]*$/);
    expect(compact).toContain('\\u2014');
    expect(compact.length).toBeLessThan(readable.length * 0.9);
  });
});
