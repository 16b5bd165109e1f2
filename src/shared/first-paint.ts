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
