import type { CSSProperties } from 'react';
import { SITE_URL } from '../../shared/site';

/**
 * Gives the print stylesheet the site's address (`--site-url`): printed links within the site show
 * their absolute URL, `https://webpack.js.org/configuration/resolve/`, not a bare path. Set on the
 * root element of every view that prints links (content pages, printable sections, the home page).
 */
export const PRINT_SITE_URL: CSSProperties = { ['--site-url' as string]: JSON.stringify(SITE_URL) };
