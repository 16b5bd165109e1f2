/** The versions the selector offers, newest (the default) first. */
export const VERSIONS = ['5', '4'] as const;
export type Version = (typeof VERSIONS)[number];
export const CURRENT_VERSION: Version = '5';

/** Where each older version's documentation lives. */
export const VERSION_HOSTS: Record<Exclude<Version, typeof CURRENT_VERSION>, string> = {
  '4': 'https://v4.webpack.js.org',
};

/** The same address on an older version's host; `undefined` for the current version (stay). */
export function versionUrl(
  version: Version,
  location: { pathname: string; search?: string; hash?: string },
): string | undefined {
  if (version === CURRENT_VERSION) return undefined;
  const host: string = VERSION_HOSTS[version as keyof typeof VERSION_HOSTS];
  return `${host}${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}
