import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { loadSectionPages, peekSectionPages, type LoadedSection } from '../../content/page-store';
import { printableSectionOf } from '../../content/navigation';
import { AnchorPrefixProvider } from '../AnchorPrefix/AnchorPrefix';
import { ContentError, ContentPlaceholder } from '../ContentRoute/ContentStates';
import { NotFound } from '../NotFound/NotFound';
import { PageHead } from '../PageHead/PageHead';
import { PRINT_SITE_URL } from '../Page/print';
import { pageAnchorPrefix, pageSectionId } from './anchor-ids';
import './PrintableSection.css';

function Combined({ section }: { section: LoadedSection }) {
  useEffect(() => {
    // The page exists to be printed: offer the dialog once it has rendered.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="printable" id="main-content" style={PRINT_SITE_URL}>
      {section.pages.map(({ meta, Content }) => (
        <section key={meta.url} className="printable__page" id={pageSectionId(meta.url)}>
          <h1>{meta.title}</h1>
          <AnchorPrefixProvider value={pageAnchorPrefix(meta.url)}>
            <div className="page__body">
              <Content />
            </div>
          </AnchorPrefixProvider>
        </section>
      ))}
    </div>
  );
}

/** `/{section}/printable/`: every page of a section in sidebar order, on one page to print. */
export function PrintableSection() {
  const url = `/${useParams().section}/printable/`;
  const section = printableSectionOf(url);
  const [state, setState] = useState<LoadedSection | 'loading' | 'error'>(
    () => (section && peekSectionPages(section)) || 'loading',
  );
  useEffect(() => {
    if (!section || typeof state === 'object') return;
    loadSectionPages(section).then(
      (loaded) => setState(loaded ?? 'error'),
      () => setState('error'),
    );
  }, [section, state]);

  if (!section) return <NotFound />;
  return (
    <>
      <PageHead title="Combined printable page" url={url} noindex />
      {state === 'loading' && <ContentPlaceholder />}
      {state === 'error' && <ContentError onRetry={() => setState('loading')} />}
      {typeof state === 'object' && <Combined section={state} />}
    </>
  );
}
