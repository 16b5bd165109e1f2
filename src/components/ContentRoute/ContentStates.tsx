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

/** Shown when a page's content chunk fails to load; the rest of the app keeps working. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="content-error" id="main-content" role="alert">
      <p>Error loading content.</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
