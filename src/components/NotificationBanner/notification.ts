/**
 * The notification banner's dismissed marker, shared by the banner (browser) and the inline head script
 * that hides a dismissed banner before the first paint (`scripts/ssg/html-document.ts`). No React here.
 */

/** localStorage key of the dismissed marker. */
export const NOTIFICATION_KEY = 'notification-dismissed';
/** Spec: the banner shows unless the stored marker equals this version. Bump it for a new message. */
export const NOTIFICATION_VERSION = '3';
/** Class on `<html>` that hides the banner (set by the head script, or on dismissal). */
export const NOTIFICATION_HIDDEN_CLASS = 'notification-dismissed';

export function isDismissed(): boolean {
  try {
    return localStorage.getItem(NOTIFICATION_KEY) === NOTIFICATION_VERSION;
  } catch {
    return false;
  }
}

export function dismiss(root: HTMLElement = document.documentElement): void {
  root.classList.add(NOTIFICATION_HIDDEN_CLASS);
  try {
    localStorage.setItem(NOTIFICATION_KEY, NOTIFICATION_VERSION);
  } catch {
    // Storage disabled: hidden for this page view only.
  }
}

export const NOTIFICATION_HEAD_SCRIPT =
  `try{if(localStorage.getItem('${NOTIFICATION_KEY}')==='${NOTIFICATION_VERSION}')` +
  `document.documentElement.classList.add('${NOTIFICATION_HIDDEN_CLASS}')}catch(e){}`;
