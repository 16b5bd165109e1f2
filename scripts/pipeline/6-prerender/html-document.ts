import { FEED, ICON_SIZES, THEME_COLOR, WEB_MANIFEST_PATH, iconPath } from '../../../src/shared/site.ts';
import {
  AFTER_HEADER_ID,
  DARK_CLASS,
  NOTIFICATION_HIDDEN_CLASS,
  NOTIFICATION_KEY,
  NOTIFICATION_VERSION,
  OPENS_MID_PAGE_CLASS,
  THEME_KEY,
} from '../../../src/shared/first-paint.ts';
import { SEARCH_INDEX_META } from '../../../src/shared/search/index-meta.ts';
import { routeDataElement } from '../../../src/shared/content/route-data.ts';
import type { RouteData } from '../../../src/shared/content/types.ts';

export interface DocumentParts {
  /** Tags the page rendered for its head (title, description, canonical, ...). */
  head: string;
  /** The prerendered app markup. */
  body: string;
  scripts: string[];
  styles: string[];
  /**
   * Scripts of the page's own chunks (section data, page content), fetched early: hinted ahead of the
   * stylesheets so their download overlaps the CSS instead of queueing at the low priority of deferred
   * scripts. Classic deferred scripts, so `preload as="script"` (not `modulepreload`).
   */
  preloads?: string[];
  /** The search index's URL, named in a `<meta>` the client reads when search first opens. */
  searchIndex?: string;
  /** What the page was rendered with; the browser hydrates from it (see `src/shared/content/route-data.ts`). */
  routeData?: RouteData;
}

/**
 * Runs before any stylesheet applies, so the first paint is already right: applies a stored dark theme
 * (`html.dark` + `data-theme`, never a light flash) and hides a dismissed notification banner
 * (`html.notification-dismissed`: no flash, no layout shift, same markup for everyone), and marks a
 * page that opens part-way down (`html.opens-mid-page`).
 */
export const HEAD_SCRIPT =
  `try{var d=document.documentElement;` +
  `if(localStorage.getItem('${THEME_KEY}')==='dark'){d.classList.add('${DARK_CLASS}');d.dataset.theme='dark'}` +
  `if(localStorage.getItem('${NOTIFICATION_KEY}')==='${NOTIFICATION_VERSION}')d.classList.add('${NOTIFICATION_HIDDEN_CLASS}');` +
  `var n=performance.getEntriesByType('navigation')[0];` +
  `if(location.hash||(n&&n.type!=='navigate'))d.classList.add('${OPENS_MID_PAGE_CLASS}')` +
  `}catch(e){}`;

/** Site-wide head tags: favicons, touch icon, web app manifest, the blog's feed. */
const ICON_TAGS =
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  ICON_SIZES.map((size) =>
    size === 180
      ? `<link rel="apple-touch-icon" sizes="180x180" href="${iconPath(size)}">`
      : `<link rel="icon" type="image/png" sizes="${size}x${size}" href="${iconPath(size)}">`,
  ).join('') +
  `<link rel="manifest" href="${WEB_MANIFEST_PATH}">` +
  `<link rel="alternate" type="application/rss+xml" title="${FEED.title}" href="${FEED.path}">`;

/** A tracking id as the analytics service issues them; anything else is ignored (never injected). */
const ANALYTICS_ID_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const ANALYTICS_LOADER = 'https://www.googletagmanager.com/gtag/js';

/**
 * Page-view analytics, only when `ANALYTICS_ID` is set at build time; without it no analytics code is
 * written and nothing is requested. The tiny inline part queues page views (the first one and every
 * client-side navigation, found through the History API); the tracker itself loads after the page has.
 */
export function analyticsScript(id: string | undefined = process.env.ANALYTICS_ID): string {
  if (!id || !ANALYTICS_ID_PATTERN.test(id)) return '';
  return (
    `<script>(function(){var id='${id}',q=window.dataLayer=window.dataLayer||[],last,timer;` +
    `function g(){q.push(arguments)}window.gtag=g;g('js',new Date());g('config',id,{send_page_view:false});` +
    // Reported once the new page has rendered (its title included); repeated states are skipped.
    `function pv(){clearTimeout(timer);timer=setTimeout(function(){var p=location.pathname+location.search;` +
    `if(p===last)return;last=p;g('event','page_view',{page_path:p,page_location:location.href,page_title:document.title})},300)}` +
    `['pushState','replaceState'].forEach(function(m){var o=history[m];history[m]=function(){var r=o.apply(this,arguments);pv();return r}});` +
    `addEventListener('popstate',pv);` +
    `function load(){var s=document.createElement('script');s.async=true;s.src='${ANALYTICS_LOADER}?id='+id;document.head.appendChild(s);pv()}` +
    `if(document.readyState==='complete')load();else addEventListener('load',load)})()</script>`
  );
}

/** The HTML document every page is written into. */
export function htmlDocument({
  head,
  body,
  scripts,
  styles,
  preloads = [],
  searchIndex,
  routeData,
}: DocumentParts): string {
  const preloadTags = preloads.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
  const styleTags = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const scriptTags = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
  return (
    // The theme colour reaches the stylesheets as `--theme-color` (the light header is painted with it).
    `<!doctype html><html lang="en" data-theme="light" style="--theme-color:${THEME_COLOR}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<script>${HEAD_SCRIPT}</script>` +
    `<link rel="expect" href="#${AFTER_HEADER_ID}" blocking="render">` +
    head +
    ICON_TAGS +
    preloadTags +
    styleTags +
    scriptTags +
    analyticsScript() +
    (searchIndex ? `<meta name="${SEARCH_INDEX_META}" content="${searchIndex}">` : '') +
    `</head><body><div id="root">${body}</div>${routeData ? routeDataElement(routeData) : ''}</body></html>`
  );
}
