import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { sectionLinks } from '@generated/sections';
import { ExternalLinks, OWN_NAV_SECTIONS, PRIMARY_LINKS, sectionLabel } from '../Header/links';
import { SIDEBAR_TOGGLE_ID } from '../Header/Header';
import { languageItems } from '../LanguageMenu/languages';
import { Sidebar } from '../Sidebar/Sidebar';
import { useSwipeGestures } from './useSwipeGestures';
import { usePanelPlacement } from './placement';
import type { SidebarMobileProps } from './SidebarMobile';
import './SidebarMobile.css';

const FOCUSABLE = 'a[href], button:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/** Scrolls the drawer (not the page) to the current page's entry, a third of the way down. */
function showCurrentPage(panel: HTMLElement | null): void {
  const current = panel?.querySelector('.sidebar__item--current');
  if (!panel || !current) return;
  const offset = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  panel.scrollTop += offset - panel.clientHeight / 3;
}

/** The drawer itself: loaded in its own chunk once the page is interactive (see `SidebarMobile`). */
export default function Drawer({ open, onOpen, onClose, nav, currentUrl, hash = '' }: SidebarMobileProps) {
  const panel = useRef<HTMLDivElement>(null);
  useSwipeGestures(panel, { open, onOpen, onClose });
  usePanelPlacement(panel, open, onClose);

  // Focus moves into the drawer when it opens and back to the header control when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('sidebar-mobile-open', open);
    if (open && !wasOpen.current) {
      panel.current?.querySelector<HTMLElement>('.sidebar-mobile__close')?.focus();
      showCurrentPage(panel.current);
    }
    const active = document.activeElement;
    if (!open && wasOpen.current && (!active || active === document.body || panel.current?.contains(active))) {
      document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
    }
    wasOpen.current = open;
    return () => root.classList.remove('sidebar-mobile-open');
  }, [open]);

  // While open: Escape closes, Tab stays inside the drawer.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!panel.current.contains(document.activeElement)) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const documentation = sectionLinks.filter((link) => !OWN_NAV_SECTIONS.includes(link.section));
  const showSection = nav && nav.section !== '';

  return (
    <div className={open ? 'sidebar-mobile sidebar-mobile--open' : 'sidebar-mobile'}>
      <div className="sidebar-mobile__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="sidebar-mobile"
        className="sidebar-mobile__panel"
        role="dialog"
        aria-modal={open ? 'true' : undefined}
        aria-label="Site navigation"
        inert={!open}
      >
        {/* The header's toggle, left uncovered, closes the drawer for touch and mouse. This is the dialog's
            own way out for keyboard and screen-reader users: it takes the focus on opening, and shows when
            focused from the keyboard. */}
        <button type="button" className="sidebar-mobile__close" aria-label="Close navigation" onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m3.5 3.5 9 9m0-9-9 9" />
          </svg>
        </button>
        <nav className="sidebar-mobile__sections" aria-label="Sections">
          <p className="caps-label sidebar-mobile__label">Documentation</p>
          <ul>
            {documentation.map((link) => (
              <li key={link.url}>
                <Link to={link.url} aria-current={nav?.section === link.section ? 'true' : undefined}>
                  {sectionLabel(link.section, link.title)}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="sidebar-mobile__primary">
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={currentUrl.startsWith(link.to) ? 'true' : undefined}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {showSection && <Sidebar nav={nav} currentUrl={currentUrl} className="sidebar--mobile" />}
        <div className="sidebar-mobile__bottom">
          <ul className="sidebar-mobile__languages" aria-label="Languages">
            {languageItems(currentUrl, hash).map((item) => (
              <li key={item.title}>
                <a href={item.url} hrefLang={item.lang} lang={item.lang}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
          <ExternalLinks className="sidebar-mobile__external" />
        </div>
      </div>
    </div>
  );
}
