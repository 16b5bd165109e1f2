import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { hostedSearchConfig } from '../../shared/search/hosted';
import { loadIndex } from './index-loader';
import type { SearchModalProps } from './SearchModal';
import './Search.css';

/**
 * The header's search box: a light button styled like DocSearch's, plus the Ctrl+K / Cmd+K / `/`
 * shortcuts. The modal (and, without a hosted index, the index itself) loads the first time search
 * opens, so none of it weighs on the first page load.
 */

const loadModal = () => import(/* webpackChunkName: "search" */ './SearchModal');

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/** Which shortcut a key press is, if any. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): 'toggle' | 'open' | 'close' | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k')
    return 'toggle';
  if (event.key === 'Escape') return 'close';
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target)) return 'open';
  return null;
}

const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
const noSubscription = () => () => undefined;
/** The modifier shown on the button: `Ctrl` in the prerendered HTML, `⌘` once hydrated on Apple devices. */
const useModifierLabel = () =>
  useSyncExternalStore(
    noSubscription,
    () => (isApple() ? '⌘' : 'Ctrl'),
    () => 'Ctrl',
  );

export function Search() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  /** The modal's code could not load (offline before search ever opened). */
  const [failed, setFailed] = useState(false);
  const modifier = useModifierLabel();
  const button = useRef<HTMLButtonElement>(null);
  /** Read by the window key handler, which is bound once. */
  const openRef = useRef(false);

  const preload = useCallback(() => {
    void loadModal().catch(() => undefined);
  }, []);

  const show = useCallback((query = '') => {
    openRef.current = true;
    setInitialQuery(query);
    setOpen(true);
    setFailed(false);
    // The index download starts now, in parallel with the modal's chunk.
    if (!hostedSearchConfig()) void loadIndex().catch(() => undefined);
    loadModal().then(
      (module) => setModal(() => module.SearchModal),
      () => {
        openRef.current = false;
        setOpen(false);
        setFailed(true);
      },
    );
  }, []);

  const hide = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      if (shortcut === 'close' && !openRef.current) return;
      if (shortcut === 'open' && openRef.current) return;
      event.preventDefault();
      if (shortcut === 'toggle' ? openRef.current : shortcut === 'close') hide();
      else show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show, hide]);

  // Typing a character on the focused button starts the search with it, as DocSearch's button does.
  const onButtonKey = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (
      event.key.length === 1 &&
      event.key !== ' ' &&
      event.key !== '/' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      show(event.key);
    }
  };

  return (
    <div className="search">
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-label="Search webpack documentation"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => show()}
        onKeyDown={onButtonKey}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg className="search-button__icon" width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m13 13 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="search-button__placeholder">Search</span>
        {/* The shortcut is a hint, not the button's label: its keys are drawn by CSS (see Search.css). */}
        <span className="search-button__keys" aria-hidden="true">
          <kbd className="search-button__key" data-key={modifier} />
          <kbd className="search-button__key" data-key="K" />
        </span>
      </button>
      <span className="search__status" role="status">
        {failed ? 'Search needs a connection the first time it opens.' : ''}
      </span>
      {open && Modal ? <Modal initialQuery={initialQuery} onClose={hide} /> : null}
    </div>
  );
}
