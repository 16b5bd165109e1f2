import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dismiss } from './notification';
import './NotificationBanner.css';

/**
 * A one-line announcement above the header. It is always in the prerendered HTML; a reader who
 * dismissed it has `html.notification-dismissed` set by the head script before the first paint, which
 * hides it with CSS: no flash, no layout shift, no hydration mismatch.
 */
export function NotificationBanner() {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <aside className="notification-banner" aria-label="Announcement">
      <p className="notification-banner__text">
        webpack 5 is here: persistent caching, module federation and smaller bundles.{' '}
        <Link to="/blog/">Read the announcements</Link>
      </p>
      <button
        type="button"
        className="notification-banner__close"
        aria-label="Dismiss announcement"
        onClick={() => {
          dismiss();
          setClosed(true);
        }}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m3.5 3.5 9 9m0-9-9 9" />
        </svg>
      </button>
    </aside>
  );
}
