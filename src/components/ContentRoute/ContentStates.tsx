import { OfflinePageNote } from '../OfflineBanner/OfflineBanner';
import './ContentStates.css';

/**
 * Shown while a page's content chunk loads; reserves the space the article will take. Like the article,
 * it is the skip link's target (`#main-content`).
 */
export function ContentPlaceholder() {
  return (
    <div className="content-placeholder" id="main-content" role="status" aria-live="polite">
      <span className="visually-hidden">Loading content…</span>
      <div className="content-placeholder__title" />
      <div className="content-placeholder__line" />
      <div className="content-placeholder__line" />
      <div className="content-placeholder__line content-placeholder__line--short" />
    </div>
  );
}

/**
 * Shown when what a route needs fails to load (a content chunk, a view's code); the rest of the app
 * keeps working. Offline, a note says why.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <div className="content-error" id="main-content" role="alert">
        <p>Error loading content.</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
      <OfflinePageNote />
    </>
  );
}
