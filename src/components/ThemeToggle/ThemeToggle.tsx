import { useEffect, useState } from 'react';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from './theme';
import './ThemeToggle.css';

/**
 * Switches between the light and the dark theme. The server and the first client render know nothing
 * of the stored theme, so both render the same markup; the icon follows `html.dark` through CSS (the
 * head script has set it before the first paint) and the pressed state is read after mount.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>('light');

  useEffect(() => {
    setTheme(readStoredTheme());
  }, []);

  const toggle = () => {
    const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    applyTheme(next);
    storeTheme(next);
    setTheme(next);
  };

  return (
    <button type="button" className="theme-toggle" aria-pressed={theme === 'dark'} onClick={toggle} title="Toggle dark theme">
      <span className="visually-hidden">Dark theme</span>
      <svg className="theme-toggle__icon theme-toggle__icon--sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.2" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.5 1.5M17.2 17.2l1.5 1.5M5.3 18.7l1.5-1.5M17.2 6.8l1.5-1.5"
        />
      </svg>
      <svg className="theme-toggle__icon theme-toggle__icon--moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M20.2 14.6A8.6 8.6 0 0 1 9.4 3.8a8.7 8.7 0 1 0 10.8 10.8z" />
      </svg>
    </button>
  );
}
