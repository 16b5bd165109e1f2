import { DARK_CLASS, THEME_KEY } from '../../shared/first-paint';

/**
 * The colour theme. The inline head script every page starts with applies a stored dark theme before
 * the first paint, with the key and class of `src/shared/first-paint.ts`.
 */
export type Theme = 'light' | 'dark';

export const DEFAULT_THEME: Theme = 'light';

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
