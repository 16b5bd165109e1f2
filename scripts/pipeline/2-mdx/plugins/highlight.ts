import rehypeShikiFromHighlighter, { type RehypeShikiCoreOptions } from '@shikijs/rehype/core';
import {
  bundledLanguages,
  bundledLanguagesInfo,
  bundledThemes,
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
  type ThemeRegistrationAny,
} from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Languages the site highlights; each grammar loads when a page first uses it. Aliases come with them (`sh`/`shell`/`zsh` → bash, `console` →
 * shellsession, `coffee` → coffeescript, `yml` → yaml, `md` → markdown, ...). Anything else renders
 * as plain text.
 */
export const LANGUAGES: BundledLanguage[] = [
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'bash',
  'shellsession',
  'json',
  'json5',
  'jsonc',
  'diff',
  'html',
  'css',
  'scss',
  'sass',
  'less',
  'stylus',
  'yaml',
  'toml',
  'markdown',
  'mdx',
  'ruby',
  'nginx',
  'coffeescript',
  'xml',
  'vue',
  'handlebars',
  'pug',
  'ini',
  'docker',
  'python',
  'sql',
  'graphql',
];

/** Extra names writers use that shiki does not know. */
export const LANGUAGE_ALIASES: Record<string, string> = {
  node: 'javascript',
  cjs: 'javascript',
  mjs: 'javascript',
  cts: 'typescript',
  mts: 'typescript',
};

export const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-default' } as const satisfies Record<
  string,
  BundledTheme
>;

/**
 * Colours are emitted only as CSS variables (`--s-light`, `--s-dark`, and `--s-light-bg`/`--s-dark-bg`
 * on the `<pre>`), no default colour: the site CSS picks one set, e.g.
 * `.shiki span { color: var(--s-light) } html.dark .shiki span { color: var(--s-dark) }`.
 */
export const CSS_VARIABLE_PREFIX = '--s-';

type Highlighter = HighlighterGeneric<BundledLanguage, BundledTheme>;
let highlighter: Promise<Highlighter> | undefined;

/** Every name a fence may use (grammar ids, shiki's aliases, ours) → the grammar that highlights it. */
const GRAMMAR_OF: ReadonlyMap<string, BundledLanguage> = new Map([
  // `LANGUAGES` may name a grammar by one of its aliases (`bash` is shiki's `shellscript`).
  ...bundledLanguagesInfo
    .map((info) => [info.id, ...(info.aliases ?? [])] as BundledLanguage[])
    .filter((names) => names.some((name) => LANGUAGES.includes(name)))
    .flatMap((names) => names.map((name) => [name, names[0]!] as const)),
  ...Object.entries(LANGUAGE_ALIASES).map(([name, id]) => [name, id as BundledLanguage] as const),
]);

export function grammarFor(language: string): BundledLanguage | undefined {
  return GRAMMAR_OF.get(language);
}

/**
 * The process-wide highlighter, created on first use with the themes only. Shiki's JavaScript regex
 * engine gives byte-identical output to the Oniguruma WebAssembly one on every page of the site, in
 * about 10% less time and 20% less memory; `forgiving` keeps an unsupported pattern from failing a
 * grammar.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= (async () => {
    const themes: ThemeRegistrationAny[] = [];
    for (const theme of Object.values(THEMES)) themes.push((await bundledThemes[theme]()).default);
    return createHighlighter({
      themes,
      langs: [],
      langAlias: LANGUAGE_ALIASES,
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    }) as Promise<Highlighter>;
  })();
  return highlighter;
}

let loading: Promise<void> = Promise.resolve();

/**
 * Loads the grammars for these fence languages that are not loaded yet, with the ones they highlight
 * inside themselves (a `js` fence in a `markdown` block: `embeddedLangsLazy`). Most pages need three or
 * four of the thirty-odd grammars, so each build worker loads only what its pages use. Imports run
 * one after the other, even across concurrent compilations: concurrent dynamic imports of modules
 * that share dependencies break Jest's ESM loader ("request for './c.mjs' is not in cache").
 */
export function loadLanguages(instance: Highlighter, languages: Iterable<string>): Promise<void> {
  const wanted = [...languages];
  loading = loading.then(async () => {
    const seen = new Set<string>();
    while (wanted.length > 0) {
      const id = grammarFor(wanted.pop()!);
      if (!id || seen.has(id)) continue;
      seen.add(id);
      if (instance.getLoadedLanguages().includes(id)) continue;
      const registrations = (await bundledLanguages[id]()).default;
      await instance.loadLanguage(...registrations);
      wanted.push(...registrations.flatMap((registration) => registration.embeddedLangsLazy ?? []));
    }
  });
  return loading;
}

const LANGUAGE_CLASS = 'language-';

/** The languages named by the code blocks of a tree (`<code class="language-js">`). */
function fenceLanguages(tree: Root): Set<string> {
  const languages = new Set<string>();
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'code') return;
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    for (const name of classes.map(String)) {
      if (name.startsWith(LANGUAGE_CLASS)) languages.add(name.slice(LANGUAGE_CLASS.length));
    }
  });
  return languages;
}

export const shikiOptions: RehypeShikiCoreOptions = {
  themes: THEMES,
  defaultColor: false,
  cssVariablePrefix: CSS_VARIABLE_PREFIX,
  defaultLanguage: 'text',
  fallbackLanguage: 'text',
  stripEndNewline: true,
  // Shiki stops tokenizing a line after 500 ms by default; on a loaded build machine that silently
  // merges the rest of the line into one colour, so output would depend on the load. No limit.
  tokenizeTimeLimit: 0,
  transformers: [
    {
      name: 'webpack-docs:small-pre',
      // `shiki shiki-themes github-light-high-contrast github-dark-default` → `shiki`: the theme names are not used by the CSS.
      pre(node) {
        node.properties.class = 'shiki';
      },
    },
  ],
  onError(error) {
    // A block that cannot be highlighted stays a plain <pre><code>; never fail the build for colours.
    console.warn(`[highlight] ${error instanceof Error ? error.message : String(error)}`);
  },
};

/**
 * rehype: build-time syntax highlighting with shiki (through @shikijs/rehype's core), dual light/dark
 * themes. Unknown languages (`mermaid`, `foobar`) render as plain text and never throw.
 */
export default function rehypeHighlight() {
  let transform: ((tree: Root) => unknown) | undefined;
  return async (tree: Root) => {
    const instance = await getHighlighter();
    await loadLanguages(instance, fenceLanguages(tree));
    transform ??= rehypeShikiFromHighlighter(instance, shikiOptions) as unknown as (tree: Root) => unknown;
    await transform(tree);
  };
}
