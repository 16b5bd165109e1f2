import fs from 'node:fs';
import path from 'node:path';
import { compile, evaluate, run } from '@mdx-js/mdx';
import type { MDXModule } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useMDXComponents } from '@mdx-js/react';
import { compileOptions, remarkPlugins, rehypePlugins } from '../../scripts/pipeline/2-mdx/pipeline.ts';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import { collectHeadings, createSlugger, headingText } from '../../scripts/pipeline/2-mdx/slug.ts';
import { withTrailingSlash } from '../../scripts/pipeline/2-mdx/plugins/links.ts';
import { looksLikeFileName, titleFromMeta } from '../../scripts/pipeline/2-mdx/plugins/code-titles.ts';
import { isRelativeUrl } from '../../scripts/pipeline/2-mdx/plugins/images.ts';
import { diffClass } from '../../scripts/pipeline/2-mdx/plugins/code-blocks.ts';
import { diffCodeLanguage, splitDiffMarkers } from '../../scripts/pipeline/2-mdx/plugins/diff-language.ts';
import { splitAfterSlashes, splitNameParts } from '../../src/shared/content/line-breaks.ts';
import { getHighlighter, grammarFor, loadLanguages } from '../../scripts/pipeline/2-mdx/plugins/highlight.ts';

const FIXTURES = path.join(process.cwd(), 'test/markdown/fixtures');
const read = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

/** Components the site provides to every page without an import. */
const Badge = ({ text }: { text: string }) => createElement('span', { className: 'badge' }, text);
const components = { Badge };

// Everything but `providerImportSource`, which `evaluate` replaces with `useMDXComponents`.
const { providerImportSource: _unused, ...evaluateOptions } = compileOptions;

/** Collapses formatting whitespace so fixtures can be written readably. */
function normalize(html: string): string {
  return html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
}

function renderModule(mod: MDXModule): string {
  return renderToStaticMarkup(createElement(mod.default as ComponentType<{ components: object }>, { components }));
}

async function renderMdx(source: string): Promise<string> {
  const mod = await evaluate(source, { ...evaluateOptions, ...runtime, useMDXComponents });
  return renderModule(mod);
}

/**
 * Pages that import assets cannot be evaluated without a bundler: compile them, replace each
 * generated asset import with a stub module whose default export is `bundled:<specifier>`, run that.
 */
async function renderWithAssetStubs(source: string): Promise<string> {
  const code = String(await compile(source, { ...evaluateOptions, outputFormat: 'function-body' }));
  const stubbed = code.replace(
    /await import\(_resolveDynamicMdxSpecifier\(("[^"]+")\)\)/g,
    (_m, spec: string) => `({ default: "bundled:" + ${spec} })`,
  );
  const mod = await run(stubbed, { ...runtime, useMDXComponents, baseUrl: 'file:///virtual/page.mdx' });
  return renderModule(mod);
}

const FEATURES = [
  'asides',
  'name-breaks',
  'github-alerts',
  'heading-ids',
  'code-titles',
  'highlight',
  'links',
  'tables',
  'images',
  'comments',
  'gfm',
];

describe('MDX pipeline fixtures (fixtures/<feature>.mdx → <feature>.html)', () => {
  it('has a fixture pair for every feature', () => {
    for (const feature of FEATURES) {
      expect(fs.existsSync(path.join(FIXTURES, `${feature}.mdx`))).toBe(true);
      expect(fs.existsSync(path.join(FIXTURES, `${feature}.html`))).toBe(true);
    }
  });

  it.each(FEATURES)(
    '%s',
    async (feature) => {
      const source = read(`${feature}.mdx`);
      const html = feature === 'images' ? await renderWithAssetStubs(source) : await renderMdx(source);
      expect(normalize(html)).toBe(normalize(read(`${feature}.html`)));
    },
    30000,
  );
});

describe('options object', () => {
  it('is ready for @mdx-js/loader', () => {
    expect(compileOptions.providerImportSource).toBe('@mdx-js/react');
    expect(compileOptions.remarkPlugins).toBe(remarkPlugins);
    expect(compileOptions.rehypePlugins).toBe(rehypePlugins);
  });

  it('strips YAML frontmatter', async () => {
    const html = await renderMdx('---\ntitle: Hidden\nsort: 2\n---\n\nBody');
    expect(html).toBe('<p>Body</p>');
  });
});

describe('images', () => {
  it('generates one ESM import per relative asset and JSX <img> with lazy loading', async () => {
    const code = String(await compile(read('images.mdx'), compileOptions));
    expect(code).toContain('import __img0 from "./diagram.svg";');
    expect(code).toContain('import __img1 from "../assets/logo.png";');
    expect(code).not.toContain('__img2');
    expect(code).toMatch(/src: __img0,\s*alt: "Dependency graph",\s*loading: "lazy"/);
    expect(code).toMatch(/src: "https:\/\/webpack.js.org\/icon.png",\s*alt: "Remote",\s*loading: "lazy"/);
    expect(code).toContain('src: "/icon.png"');
  });

  it('builds plain .md pages with the same pipeline', async () => {
    const source =
      '---\ntitle: Plain\n---\n\n## Setup\n\nT> A tip.\n\n```js\nconst a = 1;\n```\n\n[next](/guides/next)';
    const mod = await evaluate(
      { value: source, path: '/content/page.md' },
      { ...evaluateOptions, ...runtime, useMDXComponents },
    );
    const html = renderModule(mod);
    expect(html).toContain('<h2 id="setup">Setup<a href="#setup" class="heading-anchor"');
    expect(html).toContain('<aside class="aside aside--tip">');
    expect(html).toContain('<div class="code-block" data-language="js"><pre class="shiki"');
    expect(html).toContain('href="/guides/next/"');
  });

  it('leaves .md files alone (no ESM there)', async () => {
    const code = String(await compile({ value: '![x](./a.png)', path: '/content/page.md' }, compileOptions));
    expect(code).not.toContain('import __img0');
    expect(code).toContain('src: "./a.png"');
  });

  it('knows relative from absolute URLs', () => {
    expect(['./a.svg', '../assets/a.png', 'assets/a.png'].map(isRelativeUrl)).toEqual([true, true, true]);
    expect(
      ['/a.png', 'https://x.org/a.png', '//cdn/a.png', 'data:image/png;base64,AA', '#x'].map(isRelativeUrl),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('highlighting', () => {
  it('never throws on unknown languages or a missing language, and emits only CSS variables', async () => {
    const html = await renderMdx('```\nplain\n```\n\n```foobar\nx <y>\n```\n');
    expect(html).toContain('<pre class="shiki"');
    expect(html).toContain('data-language="foobar"');
    expect(html).toContain('x &#x3C;y>');
    expect(html).not.toMatch(/[^-]color:/);
  });

  it('loads every language the docs use, with their aliases, when a page first uses it', async () => {
    const highlighter = await getHighlighter();
    const langs = [
      'js',
      'javascript',
      'ts',
      'jsx',
      'tsx',
      'bash',
      'sh',
      'shell',
      'console',
      'json',
      'json5',
      'jsonc',
      'diff',
      'html',
      'css',
      'scss',
      'less',
      'yaml',
      'yml',
      'toml',
      'markdown',
      'md',
      'ruby',
      'nginx',
      'coffeescript',
      'coffee',
      'xml',
      'vue',
      'mjs',
      'cjs',
      'node',
    ];
    expect(langs.filter((lang) => grammarFor(lang) === undefined)).toEqual([]);
    await loadLanguages(highlighter, langs);
    const loaded = highlighter.getLoadedLanguages();
    expect(langs.filter((lang) => !loaded.includes(lang))).toEqual([]);
    expect(grammarFor('mermaid')).toBeUndefined();
  }, 30000);

  it('colours a language whose grammar loads on demand', async () => {
    const html = await renderMdx('```toml\n[package]\nname = "site"\n```\n');
    expect(html).toContain('<span style="--s-light:#702C00;--s-dark:#FFA657">package</span>');
  });

  it('colours known languages and leaves unknown ones plain', async () => {
    const html = await renderMdx('```js\nconst a = 1;\n```\n\n```mermaid\nconst a = 1;\n```\n');
    const [known, unknown] = html.split('</pre>');
    expect(known).toContain('<span style="--s-light:#A0111F;--s-dark:#FF7B72">const</span>');
    expect(unknown).toContain('<span class="line"><span>const a = 1;</span></span>');
  });

  it('uses each JSX runtime import once per page (webpack records a dependency per use of an import)', async () => {
    const code = String(await compile('# Title\n\nA *b* `c` [d](/e/).\n\n- f\n- g\n', compileOptions));
    const imported = /^import \{([^}]*)\} from "react\/jsx-runtime";$/m.exec(code)?.[1] ?? '';
    const locals = imported.split(',').map((specifier) => specifier.split(' as ')[1]!.trim());
    expect(locals.length).toBeGreaterThanOrEqual(2);
    for (const local of locals) expect({ local, uses: code.split(local).length - 2 }).toEqual({ local, uses: 1 });
    expect(code.match(/_jsxs?\(/g)?.length).toBeGreaterThan(8);
  });

  it('ships each highlighted block as one static HTML string, untouched by provider components', async () => {
    const source = '```js\nconst a = 1;\n```\n\nInline `code` here.';
    const code = String(await compile(source, compileOptions));
    expect(code).toContain('_jsx("code", {\n');
    expect(code).toContain('dangerouslySetInnerHTML');
    expect(code).not.toContain('_components.span');
    const Code = (props: object) => createElement('code', { ...props, 'data-provider': '' });
    const mod = await evaluate(source, { ...evaluateOptions, ...runtime, useMDXComponents });
    const html = renderToStaticMarkup(
      createElement(mod.default as ComponentType<{ components: object }>, { components: { code: Code } }),
    );
    expect(html.match(/data-provider/g)).toHaveLength(1);
    expect(html).toContain('<code data-provider="">code</code>');
    expect(html).toMatch(/<pre class="shiki"[^>]*><code><span class="line">/);
  });

  it('classifies diff lines', () => {
    expect(['+ a', '- b', '  c', '+++ b/file', '--- a/file'].map(diffClass)).toEqual([
      'diff-add',
      'diff-remove',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('diff blocks over code', () => {
  it('takes the language of the changed code from the title, else from the code itself', () => {
    expect(diffCodeLanguage('webpack.config.js', 'anything')).toBe('js');
    expect(diffCodeLanguage('package.json', 'anything')).toBe('json');
    expect(diffCodeLanguage('project', 'src/')).toBeUndefined();
    expect(diffCodeLanguage('notes.unknown', 'x')).toBeUndefined();
    expect(diffCodeLanguage(undefined, ' {\n  "private": true\n }')).toBe('json');
    expect(diffCodeLanguage(undefined, ' module.exports = {\n   mode: "none",\n };')).toBe('js');
    expect(diffCodeLanguage(undefined, ' src/\n   index.js')).toBeUndefined();
  });

  it('splits the marker column off each line', () => {
    expect(splitDiffMarkers('+ a\n- b\n  c\n\nd')).toEqual({
      markers: ['+', '-', ' ', '', ''],
      code: ' a\n b\n c\n\nd',
    });
  });

  it("colours the changed code in its own language and keeps the diff's text as written", async () => {
    const source = '**package.json**\n\n```diff\n {\n-  "main": "index.js",\n+  "private": true\n }\n```\n';
    const html = await renderMdx(source);
    expect(html).toContain('<span class="line diff-add"><span class="diff-marker">+</span>');
    // Tokens of JSON (a key, then `true`), where the diff grammar would make the line one green token.
    expect(html).toMatch(
      /<span class="diff-marker">\+<\/span><span style="[^"]*"> {2}"private"<\/span><span style="[^"]*">: <\/span><span style="--s-light:#023B95;--s-dark:#79C0FF">true/,
    );
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x26;/g, '&')
      .replace(/&#x3C;/g, '<');
    expect(text).toContain(' {\n-  "main": "index.js",\n+  "private": true\n }');
  });
});

describe('break points in names', () => {
  it('splits names after the dots and slashes joining their parts, never inside a part', () => {
    expect(splitNameParts('optimization.splitChunks.cacheGroups')).toEqual([
      'optimization.',
      'splitChunks.',
      'cacheGroups',
    ]);
    expect(splitNameParts('webpack/lib/Compiler.js')).toEqual(['webpack/', 'lib/', 'Compiler.', 'js']);
    expect(splitNameParts('5.20.0')).toEqual(['5.20.0']);
    expect(splitNameParts('.babelrc')).toEqual(['.babelrc']);
  });

  it('splits prose after slashes only, including one that ends the text', () => {
    expect(splitAfterSlashes('and/or, Node.js')).toEqual(['and/', 'or, Node.js']);
    expect(splitAfterSlashes('see ')).toEqual(['see ']);
    expect(splitAfterSlashes('`a`/')).toEqual(['`a`/', '']);
    expect(splitAfterSlashes('a / b')).toEqual(['a / b']);
  });
});

describe('links', () => {
  it.each([
    ['/concepts/modules', '/concepts/modules/'],
    ['/configuration/output#x', '/configuration/output/#x'],
    ['/api/?q=1', '/api/?q=1'],
    ['/api?q=1', '/api/?q=1'],
    ['/', '/'],
    ['/logo.svg', '/logo.svg'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['https://webpack.js.org/concepts', 'https://webpack.js.org/concepts'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['#hash', '#hash'],
  ])('%s → %s', (input, output) => {
    expect(withTrailingSlash(input)).toBe(output);
  });
});

describe('code titles', () => {
  it('recognises file names and paths, not ordinary bold text', () => {
    expect(
      [
        'webpack.config.js',
        'src/index.js',
        '.babelrc',
        'project',
        'dist/',
        'webpack.config.ts',
        '/etc/nginx/nginx.conf',
      ].every(looksLikeFileName),
    ).toBe(true);
    expect(['Note:', 'Tip', 'bold text', 'webpack.config.js (excerpt)', ''].some(looksLikeFileName)).toBe(false);
  });

  it('reads title= from fence meta', () => {
    expect(titleFromMeta('title="a b.js" fragment')).toBe('a b.js');
    expect(titleFromMeta("fragment title='x.ts'")).toBe('x.ts');
    expect(titleFromMeta('title=y.json')).toBe('y.json');
    expect(titleFromMeta('subtitle="no"')).toBeUndefined();
  });
});

describe('slug.ts', () => {
  it('follows GitHub slugs and suffixes duplicates', () => {
    const slugger = createSlugger();
    expect(['output.filename', 'Basic Setup', 'Basic Setup', 'Basic Setup'].map((t) => slugger.slug(t))).toEqual([
      'outputfilename',
      'basic-setup',
      'basic-setup-1',
      'basic-setup-2',
    ]);
    slugger.reset();
    expect(slugger.slug('Basic Setup')).toBe('basic-setup');
  });

  it('headingText ignores JSX without children, expressions and comments', () => {
    const tree = parseMarkdown('## `output.filename` <Badge text="5.20.0+" /> {/* x */}', '.mdx');
    const heading = tree.children[0];
    if (heading.type !== 'heading') throw new Error('expected a heading');
    expect(headingText(heading)).toBe('output.filename');
  });

  const page = [
    '---',
    'title: Output',
    '---',
    '',
    '# Stray h1',
    '',
    '## output.library',
    '',
    '### output.library.type',
    '',
    '#### Basic Setup',
    '',
    '## Basic Setup',
    '',
    '### `output.filename` <Badge text="5.20.0+" />',
    '',
    '##### Deep',
    '',
    '## Basic Setup',
    '',
  ].join('\n');

  it('collectHeadings lists every heading with its level, line and id', () => {
    expect(collectHeadings(parseMarkdown(page, '.mdx'))).toEqual([
      { title: 'Stray h1', id: 'stray-h1', level: 1, line: 5 },
      { title: 'output.library', id: 'outputlibrary', level: 2, line: 7 },
      { title: 'output.library.type', id: 'outputlibrarytype', level: 3, line: 9 },
      { title: 'Basic Setup', id: 'basic-setup', level: 4, line: 11 },
      { title: 'Basic Setup', id: 'basic-setup-1', level: 2, line: 13 },
      { title: 'output.filename', id: 'outputfilename', level: 3, line: 15 },
      { title: 'Deep', id: 'deep', level: 5, line: 17 },
      { title: 'Basic Setup', id: 'basic-setup-2', level: 2, line: 19 },
    ]);
  });

  it('collectHeadings ids are exactly the ids in the rendered HTML', async () => {
    const html = await renderMdx(page);
    const htmlIds = [...html.matchAll(/<h([1-6]) id="([^"]+)"/g)]
      .filter((m) => m[1] === '2' || m[1] === '3')
      .map((m) => m[2]);
    const anchors = collectHeadings(parseMarkdown(page, '.mdx')).filter((h) => h.level === 2 || h.level === 3);
    expect(anchors.map((h) => h.id)).toEqual(htmlIds);
    for (const fixture of FEATURES.filter((f) => f !== 'images')) {
      const source = read(`${fixture}.mdx`);
      const rendered = await renderMdx(source);
      const ids = [...rendered.matchAll(/<h[23] id="([^"]+)"/g)].map((m) => m[1]);
      const headings = collectHeadings(parseMarkdown(source, '.mdx')).filter((h) => h.level === 2 || h.level === 3);
      expect(headings.map((h) => h.id)).toEqual(ids);
    }
  }, 30000);
});
