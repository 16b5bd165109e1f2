import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { sectionLinks } from '@generated/sections';
import { pagesMatching, pagesNear } from '../../content/nearby-pages';
import type { PageLink } from '../../shared/content/types';
import { sectionLabel } from '../Header/links';
import { useMounted } from '../Layout/useMounted';
import { PageHead } from '../PageHead/PageHead';
import { NOT_FOUND_ROUTE } from '../../shared/content/routes';
import { NOT_FOUND_TITLE } from '../../shared/site';
import './NotFound.css';

/** Every page's route and title: a chunk of its own, fetched by this page only. */
const loadPageLinks = () =>
  import(/* webpackChunkName: "page-links" */ '@generated/pages').then((module) => module.pages);

function PageList({ pages }: { pages: PageLink[] }) {
  return (
    <ul className="not-found__pages">
      {pages.map(([url, title]) => (
        <li key={url}>
          <Link to={url}>{title}</Link> <span className="not-found__url">{url}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The not-found page: the specified texts and way home, then the pages whose routes are close to the
 * missing one (a typo, a moved page), a field to find a page by its title, and the sections. The
 * shared `404.html` is rendered once for every path: what depends on the path comes after hydration.
 */
export function NotFound({ loadPages = loadPageLinks }: { loadPages?: () => Promise<PageLink[]> }) {
  const { pathname } = useLocation();
  const mounted = useMounted();
  const [pages, setPages] = useState<PageLink[]>([]);
  const [query, setQuery] = useState('');
  const fieldId = useId();

  useEffect(() => {
    let live = true;
    loadPages().then(
      (loaded) => live && setPages(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadPages]);

  const near = mounted ? pagesNear(pathname, pages) : [];
  const found = pagesMatching(query, pages);
  return (
    <div className="not-found" id="main-content">
      <PageHead title={NOT_FOUND_TITLE} url={NOT_FOUND_ROUTE} noindex />
      <h1>{NOT_FOUND_TITLE}</h1>
      <p className="not-found__lead">Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button" to="/">
        Go to Homepage
      </Link>
      {near.length > 0 && (
        <section className="not-found__part" aria-labelledby={`${fieldId}-near`}>
          <h2 id={`${fieldId}-near`}>Perhaps you were looking for</h2>
          <PageList pages={near} />
        </section>
      )}
      <div role="search" className="not-found__part">
        <label className="not-found__label" htmlFor={fieldId}>
          Find a page by its title
        </label>
        <input
          id={fieldId}
          className="field not-found__field"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <div aria-live="polite">
          {query.trim() !== '' && (found.length > 0 ? <PageList pages={found} /> : <p>No page has that title.</p>)}
        </div>
        <p className="not-found__hint">
          To search the text of every page, press <kbd>/</kbd> or use the search box at the top.
        </p>
      </div>
      <nav className="not-found__part" aria-label="Sections">
        <h2>Browse the documentation</h2>
        <ul className="not-found__sections">
          {sectionLinks.map((link) => (
            <li key={link.section}>
              <Link to={link.url}>{sectionLabel(link.section, link.title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
