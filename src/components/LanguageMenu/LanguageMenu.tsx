import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useMounted } from '../Layout/useMounted';
import { moveMenuFocus } from '../MenuPanel/menu-keys';
import { useDismiss } from '../MenuPanel/useDismiss';
import { languageItems } from './languages';
import '../MenuPanel/MenuPanel.css';
import './LanguageMenu.css';

/** A click right after hovering opened the menu confirms it rather than closing it again. */
const REOPEN_GRACE_MS = 400;

/**
 * English, Chinese and Korean: the same path and hash on each mirror. Opens on hover, on click (Enter,
 * Space) and on the arrow keys, which then move between items with Home and End; closes on Escape, an
 * outside press or when focus leaves. Focus alone does not open it: tabbing through the header must not
 * cover the page with a menu.
 */
export function LanguageMenu({ current = 'English', pathname: shownPath }: { current?: string; pathname?: string }) {
  const location = useLocation();
  const pathname = shownPath ?? location.pathname;
  const { hash } = location;
  // The server never sees the hash: add it after hydration so the first render matches the HTML.
  const mounted = useMounted();
  const items = languageItems(pathname, mounted ? hash : '');
  const [open, setOpen] = useState(false);
  const openedAt = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);

  const show = () => {
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    // Show the items now, so that one can take focus right away.
    flushSync(show);
    moveMenuFocus(menu.current, event.key);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (moveMenuFocus(menu.current, event.key)) event.preventDefault();
  };

  return (
    <div className="language-menu" ref={root} onMouseEnter={show} onMouseLeave={close}>
      <button
        ref={button}
        type="button"
        className="language-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => {
          if (open && Date.now() - openedAt.current > REOPEN_GRACE_MS) close();
          else show();
        }}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.6 2.5 3.8 5.5 3.8 9s-1.2 6.5-3.8 9c-2.6-2.5-3.8-5.5-3.8-9S9.4 5.5 12 3z" />
          </g>
        </svg>
        <span className="visually-hidden">Language: </span>
        <span className="language-menu__current">{current}</span>
        <svg className="language-menu__chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="1.8" d="m2 4 4 4 4-4" />
        </svg>
      </button>
      <ul
        ref={menu}
        id={`${id}-menu`}
        className="menu-panel language-menu__list"
        role="menu"
        aria-label="Languages"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => (
          <li key={item.title} role="none">
            <a
              role="menuitem"
              href={item.url}
              hrefLang={item.lang}
              lang={item.lang}
              tabIndex={-1}
              aria-current={item.title === current ? 'true' : undefined}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
