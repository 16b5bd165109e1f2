import { useSyncExternalStore } from 'react';
import { THEME_KEY } from '../../shared/first-paint';
import { DEFAULT_THEME, applyTheme, currentTheme, storeTheme, type Theme } from './theme';
import './ThemeToggle.css';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function onStorage(event: StorageEvent) {
  // Another tab switched: follow it.
  if (event.key !== THEME_KEY) return;
  applyTheme(event.newValue === 'dark' ? 'dark' : 'light');
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  storeTheme(theme);
  notify();
}

/**
 * Switches between the light and the dark theme. The server render and hydration use the default
 * theme (same markup everywhere); the real one is read from `<html>` right after. The icon follows
 * `html.dark` through CSS, so it is right from the first paint.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      title="Toggle dark theme"
    >
      <span className="visually-hidden">Dark theme</span>
      <svg
        className="theme-toggle__icon theme-toggle__icon--sun"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="4.2" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.5 1.5M17.2 17.2l1.5 1.5M5.3 18.7l1.5-1.5M17.2 6.8l1.5-1.5"
        />
      </svg>
      <svg
        className="theme-toggle__icon theme-toggle__icon--moon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path fill="currentColor" d="M20.2 14.6A8.6 8.6 0 0 1 9.4 3.8a8.7 8.7 0 1 0 10.8 10.8z" />
      </svg>
    </button>
  );
}
