/**
 * The notification banner's dismissed marker. The inline head script in `scripts/ssg/html-document.ts`
 * hides a dismissed banner before the first paint with the same key, value and class (its tests check
 * they agree).
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
