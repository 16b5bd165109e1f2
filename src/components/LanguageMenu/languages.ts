/** A language menu item. */
export interface LanguageItem {
  title: string;
  url: string;
  lang?: string;
}

/** The mirrors of the site, one per language; each serves the same paths. */
export const LANGUAGE_HOSTS = [
  { title: 'English', host: 'https://webpack.js.org', lang: 'en' },
  { title: 'Chinese', host: 'https://webpack.docschina.org', lang: 'zh-Hans' },
  { title: 'Korean', host: 'https://webpack.kr', lang: 'ko' },
] as const;

/** The menu's items for one address: the same path and hash on every mirror. */
export function languageItems(pathname: string, hash = ''): LanguageItem[] {
  return LANGUAGE_HOSTS.map(({ title, host, lang }) => ({ title, url: `${host}${pathname}${hash}`, lang }));
}
