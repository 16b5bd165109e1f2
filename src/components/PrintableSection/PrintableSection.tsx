import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { printableSections, type LoadedSection } from '../../content/page-store';
import { printableSectionOf } from '../../shared/content/navigation';
import { useLoaded } from '../../routes/use-loaded';
import { AnchorPrefixProvider } from '../AnchorPrefix/AnchorPrefix';
import { ContentPlaceholder, LoadError } from '../ContentRoute/ContentStates';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';
import { PageHead } from '../PageHead/PageHead';
import { PRINT_SITE_URL } from '../Page/print';
import { PageBody } from '../PageBody/PageBody';
import { PRINTABLE_TITLE } from '../../shared/site';
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
      {section.pages.map(({ url, title, Content }) => (
        <section key={url} className="printable__page" id={pageSectionId(url)}>
          <h1>{title}</h1>
          <AnchorPrefixProvider value={pageAnchorPrefix(url)}>
            <PageBody Content={Content} />
          </AnchorPrefixProvider>
        </section>
      ))}
    </div>
  );
}

/** `/{section}/printable/`: every page of a section in sidebar order, on one page to print. */
function PrintableOf({ section, url }: { section: string; url: string }) {
  const loaded = useLoaded(printableSections, section);
  return (
    <>
      <PageHead title={PRINTABLE_TITLE} url={url} noindex />
      {loaded.status === 'loading' && <ContentPlaceholder />}
      {loaded.status === 'failed' && <LoadError onRetry={loaded.retry} />}
      {loaded.status === 'ready' && <Combined section={loaded.value} />}
    </>
  );
}

export function PrintableSection() {
  const url = `/${useParams().section}/printable/`;
  const section = printableSectionOf(url);
  return section ? <PrintableOf section={section} url={url} /> : <NotFoundRoute />;
}
