import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { CompileOptions } from '@mdx-js/mdx';
import remarkAsides from './plugins/asides.ts';
import remarkGithubAlerts from './plugins/github-alerts.ts';
import remarkCodeTitles from './plugins/code-titles.ts';
import remarkHeadingIds from './plugins/heading-ids.ts';
import remarkLinks from './plugins/links.ts';
import remarkImages from './plugins/images.ts';
import { rehypeCodeBlocks, rehypeDiffLines, rehypeStaticCode } from './plugins/code-blocks.ts';
import rehypeHighlight from './plugins/highlight.ts';
import rehypeTables from './plugins/tables.ts';
import rehypeNameBreaks from './plugins/name-breaks.ts';
import recmaLocalJsxRuntime from './plugins/local-jsx-runtime.ts';
import recmaCompactOutput from './plugins/compact-output.ts';

type PluginList = NonNullable<CompileOptions['remarkPlugins']>;

/** remark (mdast) plugins, in order. Frontmatter is parsed (and so stripped from the output) first. */
export const remarkPlugins: PluginList = [
  [remarkFrontmatter, ['yaml']],
  remarkGfm,
  remarkCodeTitles,
  remarkGithubAlerts,
  remarkAsides,
  remarkHeadingIds,
  remarkLinks,
  remarkImages,
];

/**
 * rehype (hast) plugins, in order: code frames, highlighting inside them, diff line classes, the
 * highlighted code turned into one static HTML string per block, table scroll wrappers, break points
 * in long names.
 */
export const rehypePlugins: NonNullable<CompileOptions['rehypePlugins']> = [
  rehypeCodeBlocks,
  rehypeHighlight,
  rehypeDiffLines,
  rehypeStaticCode,
  rehypeTables,
  rehypeNameBreaks,
];

/** The whole options object for `@mdx-js/loader` (or `@mdx-js/mdx`'s `compile`). */
export const compileOptions = {
  remarkPlugins,
  rehypePlugins,
  recmaPlugins: [recmaLocalJsxRuntime],
  providerImportSource: '@mdx-js/react',
} satisfies CompileOptions;

/** A production build's: compiled as for production, and printed compactly (see `compact-output.ts`). */
export const buildCompileOptions = {
  ...compileOptions,
  development: false,
  recmaPlugins: [...compileOptions.recmaPlugins, recmaCompactOutput],
} satisfies CompileOptions;
