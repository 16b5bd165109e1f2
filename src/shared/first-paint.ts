/**
 * Browser state the first paint depends on: the keys, values and classes shared by the inline script
 * every page's head starts with (`scripts/pipeline/6-prerender/html-document.ts`) and the components that change that
 * state (ThemeToggle, NotificationBanner). Pure values: the build and the browser both import them.
 */

/** localStorage key holding the chosen theme, `light` or `dark`. */
export const THEME_KEY = 'theme';
/** Class on `<html>` that the dark palette hangs off (besides `data-theme`). */
export const DARK_CLASS = 'dark';

/** localStorage key of the notification banner's dismissed marker. */
export const NOTIFICATION_KEY = 'notification-dismissed';
/** The banner shows unless the stored marker equals this version. Bump it for a new message. */
export const NOTIFICATION_VERSION = '3';
/** Class on `<html>` that hides the banner (set by the head script, or on dismissal). */
export const NOTIFICATION_HIDDEN_CLASS = 'notification-dismissed';

/**
 * Class on `<html>` when a page opens part-way down: at a `#fragment`, or on a reload or history step
 * whose scroll position the browser restores. The article's far blocks are then laid out at once
 * (`src/styles/content.css`): skipped until they near the screen, they would change height around
 * the reader.
 */
export const OPENS_MID_PAGE_CLASS = 'opens-mid-page';

/**
 * Id of the element that follows the site header (the layout's `<main>`). Every page's head holds
 * `<link rel="expect" href="#…" blocking="render">`: the browser paints nothing until that element
 * is in the document, so the header is whole in the first frame. A page whose HTML arrives in pieces
 * would otherwise paint the header's tools before the last of them (the theme toggle) and move them
 * aside when it came: the header is laid out from its right edge. (Chromium ends the wait when the
 * element is inserted, not when it is parsed to its end: hence the element after the header.)
 */
export const AFTER_HEADER_ID = 'layout-main';
