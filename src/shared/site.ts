/** Site-wide constants: the address, name, colours and default texts every part of the build and site shares. */

export const SITE_URL = 'https://webpack.js.org';
export const SITE_NAME = 'webpack';
export const THEME_COLOR = '#2B3A42';
export const DEFAULT_DESCRIPTION =
  'webpack bundles JavaScript files for browsers, and it can also transform or package any other asset your application uses.';
/**
 * The heads of the pages the app renders itself (no page file behind them): their `<PageHead>` and
 * the build's listings of them (`llms.txt`, their Markdown copies) read these.
 */
export const HOME_HEAD = { title: SITE_NAME, description: DEFAULT_DESCRIPTION } as const;
export const VOTE_HEAD = {
  title: 'Vote',
  description: 'Vote on the webpack documentation topics you want written or improved next.',
} as const;
export const CODE_HOST_REPO = 'https://github.com/webpack/webpack.js.org';
export const EDIT_BASE = `${CODE_HOST_REPO}/edit/main/content/`;
export const ICON_SIZES = [150, 180, 192, 512] as const;
/** The PNG icon of a size (`public/icons/`); 180 px is the Apple touch icon. */
export function iconPath(size: number): string {
  return `/icons/icon-${size}.png`;
}
/** The web app manifest: written by the build from these constants, linked from every page's head. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** The blog's RSS feed: written by the build, linked from every page's head. */
export const FEED = { path: '/feed.xml', title: 'webpack blog' } as const;
/** The title of the not-found page. */
export const NOT_FOUND_TITLE = 'Page Not Found';
/** The title of every combined printable page. */
export const PRINTABLE_TITLE = 'Combined printable page';

/**
 * The chunks of the route views only some pages show (their `webpackChunkName`s in
 * `src/routes/views.ts`); prerendering links a view's chunk into the pages that render it.
 */
export const ROUTE_CHUNKS = {
  home: 'route-home',
  vote: 'route-vote',
  printable: 'route-printable',
  blogList: 'route-blog-list',
  notFound: 'route-not-found',
} as const;

/**
 * The chunk of the MDX components (`src/mdx-runtime.tsx`; its `webpackChunkName` in
 * `src/content/page-store.ts`). A prerendered article needs its stylesheet (code blocks, badges) from
 * the first paint, though not its script: prerendering links the stylesheet into every page with an
 * article.
 */
export const MDX_RUNTIME_CHUNK = 'mdx-runtime';
