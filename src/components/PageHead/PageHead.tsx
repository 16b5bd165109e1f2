import { DEFAULT_DESCRIPTION, SITE_NAME, SITE_URL, THEME_COLOR } from '../../site';

interface Props {
  title: string;
  url: string;
  description?: string;
  /** The root page's title stands alone; every other page is suffixed with the site name. */
  isRoot?: boolean;
  noindex?: boolean;
}

export function documentTitle(title: string, isRoot = false): string {
  return isRoot ? title : `${title} | ${SITE_NAME}`;
}

export function canonicalUrl(url: string): string {
  const path = url.endsWith('/') ? url : `${url}/`;
  return `${SITE_URL}${path}`;
}

/**
 * Title, description, canonical link and social-preview metadata of a page. React 19 hoists these
 * elements into <head> by itself (on the server render too), so no head-manager library ships.
 */
export function PageHead({ title, url, description, isRoot, noindex }: Props) {
  const fullTitle = documentTitle(title, isRoot);
  const text = description ?? DEFAULT_DESCRIPTION;
  const canonical = canonicalUrl(url);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
