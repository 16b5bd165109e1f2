import rehypeShikiFromHighlighter, { type RehypeShikiCoreOptions } from '@shikijs/rehype/core';
import {
  bundledLanguages,
  bundledThemes,
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
  type LanguageRegistration,
  type ThemeRegistrationAny,
} from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { Root } from 'hast';

/**
 * Languages loaded up front. Aliases come with them (`sh`/`shell`/`zsh` → bash, `console` →
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

/**
 * Grammars and themes are imported one after the other rather than all at once: concurrent dynamic
 * imports of modules that share dependencies break Jest's ESM loader ("request for './c.mjs' is not
 * in cache"), and sequential loading costs nothing noticeable in Node or webpack.
 */
async function loadSequentially() {
  const langs: LanguageRegistration[] = [];
  for (const lang of LANGUAGES) langs.push(...(await bundledLanguages[lang]()).default);
  const themes: ThemeRegistrationAny[] = [];
  for (const theme of Object.values(THEMES)) themes.push((await bundledThemes[theme]()).default);
  return { langs, themes };
}

/**
 * The process-wide highlighter, created on first use (loading grammars is the expensive part). Shiki's
 * JavaScript regex engine gives byte-identical output to the Oniguruma WebAssembly one on every page of
 * the site, in about 10% less time and 20% less memory; `forgiving` keeps an unsupported pattern from
 * failing a grammar.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= loadSequentially().then(
    ({ langs, themes }) =>
      createHighlighter({
        themes,
        langs,
        langAlias: LANGUAGE_ALIASES,
        engine: createJavaScriptRegexEngine({ forgiving: true }),
      }) as Promise<Highlighter>,
  );
  return highlighter;
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
    if (!transform) {
      const instance = await getHighlighter();
      const shikiTransform = rehypeShikiFromHighlighter(instance, shikiOptions) as unknown as (tree: Root) => unknown;
      transform = shikiTransform;
    }
    await transform(tree);
  };
}
