import type { Compilation } from 'webpack';
import { webpack } from './build.ts';

// The classes whose `getCompilationHooks(compilation)` the API pages document, and where: the page and the
// `##` section whose `###` headings are the hooks. The completeness test checks the pages against these
// hooks, the examples test checks that each of them fires.
export interface CompilationHookOwner {
  name: string;
  page: string;
  section: string;
  getHooks: (compilation: Compilation) => object;
}

export const compilationHookOwners: CompilationHookOwner[] = (
  [
    ['NormalModule', 'normalmodule-hooks.mdx', 'Hooks', webpack.NormalModule],
    [
      'JavascriptModulesPlugin',
      'javascriptmodulesplugin-hooks.mdx',
      'Hooks',
      webpack.javascript.JavascriptModulesPlugin,
    ],
    ['CssModulesPlugin', 'module-type-hooks.mdx', 'CssModulesPlugin', webpack.css.CssModulesPlugin],
    ['HtmlModulesPlugin', 'module-type-hooks.mdx', 'HtmlModulesPlugin', webpack.html.HtmlModulesPlugin],
    ['ExternalModule', 'module-type-hooks.mdx', 'ExternalModule', webpack.ExternalModule],
    [
      'JsonpChunkLoadingRuntimeModule',
      'chunk-loading-hooks.mdx',
      'JsonpChunkLoadingRuntimeModule',
      webpack.web.JsonpChunkLoadingRuntimeModule,
    ],
    [
      'ModuleChunkLoadingRuntimeModule',
      'chunk-loading-hooks.mdx',
      'ModuleChunkLoadingRuntimeModule',
      webpack.esm.ModuleChunkLoadingRuntimeModule,
    ],
    [
      'CssLoadingRuntimeModule',
      'chunk-loading-hooks.mdx',
      'CssLoadingRuntimeModule',
      webpack.css.CssLoadingRuntimeModule,
    ],
    [
      'LoadScriptRuntimeModule',
      'chunk-loading-hooks.mdx',
      'LoadScriptRuntimeModule',
      webpack.runtime.LoadScriptRuntimeModule,
    ],
  ] as const
).map(([name, page, section, owner]) => ({
  name,
  page,
  section,
  getHooks: (compilation: Compilation) => owner.getCompilationHooks(compilation),
}));
