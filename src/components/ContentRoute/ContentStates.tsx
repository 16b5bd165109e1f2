import { useLocation } from 'react-router-dom';
import { isPrintableUrl } from '../../shared/content/navigation';
import { usePageMeta, useSectionNav } from '../../routes/use-page-meta';
import { BreakableName } from '../BreakableName/BreakableName';
import { OfflinePageNote } from '../OfflineBanner/OfflineBanner';
import { Sidebar } from '../Sidebar/Sidebar';
import './ContentStates.css';

const LINES = ['', '', '', 'short', '', '', 'short'];

/**
 * Shown while a page's content chunk loads, in the page's own layout: its section's sidebar (the data
 * comes before the content), the article's column with the title when it is known already, and the
 * rail, so that the content arriving moves nothing around it. Like the article, it is the skip link's
 * target (`#main-content`).
 */
export function ContentPlaceholder() {
  const { pathname } = useLocation();
  const sectionNav = useSectionNav(pathname);
  const nav = isPrintableUrl(pathname) ? undefined : sectionNav;
  // The section's navigation often comes first (the page left had it): it names the page already.
  const listed = sectionNav?.pages.find((page) => page.url === pathname);
  const title = usePageMeta(pathname)?.title ?? listed?.title;
  return (
    <div className={nav ? 'docs docs--with-sidebar' : 'docs'}>
      {nav && <Sidebar nav={nav} currentUrl={pathname} />}
      <div className="page">
        <div className="content-placeholder" id="main-content" role="status" aria-live="polite">
          <span className="visually-hidden">Loading content…</span>
          {title ? (
            <h1 className="page__title">
              <BreakableName text={title} />
            </h1>
          ) : (
            <div className="content-placeholder__title" />
          )}
          {LINES.map((kind, index) => (
            <div key={index} className={`content-placeholder__line content-placeholder__line--${kind || 'full'}`} />
          ))}
        </div>
      </div>
      <div className="content-placeholder__rail" aria-hidden="true">
        {LINES.slice(0, 5).map((_, index) => (
          <div key={index} className="content-placeholder__line content-placeholder__line--short" />
        ))}
      </div>
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
