import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { routeOf } from '../3-content-index/walk.ts';

/**
 * Development: makes every page module accept its own hot updates and hand the new content to the
 * open page (`mdx-hot-update` event), so editing a page re-renders it without a full reload.
 */
export default function mdxHotLoader(this: LoaderContext<{ contentDir: string }>, source: string): string {
  const { contentDir } = this.getOptions();
  const relative = path.relative(contentDir, this.resourcePath).split(path.sep).join('/');
  if (relative.startsWith('..') || relative.split('/').some((part) => part.startsWith('_'))) return source;
  const url = JSON.stringify(routeOf(relative));
  return `${source}
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => { data.updated = true; });
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.updated) {
    window.dispatchEvent(new CustomEvent('mdx-hot-update', { detail: { url: ${url}, module: { default: MDXContent } } }));
  }
}
`;
}
