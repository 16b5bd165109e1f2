import { Helmet } from 'react-helmet-async';
import { DEFAULT_DESCRIPTION, SITE_NAME, SITE_URL, THEME_COLOR } from '../../shared/site';

interface Props {
  title: string;
  url: string;
  description?: string;
  /** The root page's title stands alone; every other page is suffixed with the site name. */
  isRoot?: boolean;
  /** Kept out of search results: such a page names no canonical address either. */
  noindex?: boolean;
  /** Open Graph type: `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article';
}

/** The social-preview picture (1200×630, in `public/`). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'webpack: bundle your assets, scripts, images and styles',
};
export const TWITTER_HANDLE = '@webpack';

export function documentTitle(title: string, isRoot = false): string {
  return isRoot ? title : `${title} | ${SITE_NAME}`;
}

export function canonicalUrl(url: string): string {
  const [pathOnly] = url.split(/[?#]/);
  const path = pathOnly.endsWith('/') ? pathOnly : `${pathOnly}/`;
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Title, description, canonical link, social-preview and theme metadata of a page, through
 * react-helmet-async (the site's head manager, under the `HelmetProvider` in `App`). On React 19 it renders
 * plain elements that React itself hoists into <head>, on the server render too; `entry-server.tsx`
 * moves them into the document's head. Site-wide tags that never change (icons, manifest, `lang`) are
 * written once by `scripts/pipeline/6-prerender/html-document.ts`. Render one per route: each one renders its own tags.
 */
export function PageHead({ title, url, description, isRoot, noindex, type = 'website' }: Props) {
  const fullTitle = documentTitle(title, isRoot);
  const text = description ?? DEFAULT_DESCRIPTION;
  const canonical = canonicalUrl(url);
  const image = `${SITE_URL}${OG_IMAGE.path}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {!noindex && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={OG_IMAGE.alt} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:site" content={TWITTER_HANDLE} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex && <meta name="robots" content="noindex" />}
    </Helmet>
  );
}
