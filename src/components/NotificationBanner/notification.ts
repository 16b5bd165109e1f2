import { NOTIFICATION_HIDDEN_CLASS, NOTIFICATION_KEY, NOTIFICATION_VERSION } from '../../shared/first-paint';

/**
 * The notification banner's dismissed marker. The inline head script every page starts with hides a
 * dismissed banner before the first paint, with the key, value and class of `src/shared/first-paint.ts`.
 */

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
