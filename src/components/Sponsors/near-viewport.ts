/**
 * How near the screen "Support the Team" must come before its code (home page, first load) and then
 * its list and data are fetched: this far before it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';
