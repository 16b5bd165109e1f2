/**
 * The colour theme, shared by the toggle (browser) and the inline head script that applies the stored
 * theme before the first paint (`scripts/ssg/html-document.ts`). No React here.
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

/** The inline `<head>` script: same key, same class, same attribute as `applyTheme`. */
export const THEME_HEAD_SCRIPT =
  `try{if(localStorage.getItem('${THEME_KEY}')==='dark'){var d=document.documentElement;` +
  `d.classList.add('${DARK_CLASS}');d.dataset.theme='dark'}}catch(e){}`;
