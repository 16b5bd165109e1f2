/**
 * The colour theme. The inline head script in `scripts/ssg/html-document.ts` applies a stored dark theme
 * before the first paint with the same key, class and attribute (its tests check they agree).
 */
export type Theme = 'light' | 'dark';

/** localStorage key holding the chosen theme. */
export const THEME_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'light';
/** Class on `<html>` that the dark palette hangs off (besides `data-theme`). */
export const DARK_CLASS = 'dark';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The theme the page shows now: the head script (or a toggle) has put it on `<html>`. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.classList.toggle(DARK_CLASS, theme === 'dark');
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
