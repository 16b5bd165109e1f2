import { Link } from 'react-router-dom';
import { siblings } from '../../shared/content/navigation';
import type { SectionNav } from '../../shared/content/types';
import { BreakableName } from '../BreakableName/BreakableName';
import './PagePager.css';

/** « Previous and Next » cards to the neighbours of a page in its section's sidebar order. */
export function PagePager({ nav, url }: { nav: SectionNav; url: string }) {
  const { previous, next } = siblings(nav, url);
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      {previous && (
        <Link className="pager__card pager__previous" to={previous.url}>
          <span className="pager__label">« Previous</span>
          <span className="pager__title">
            <BreakableName text={previous.title} />
          </span>
        </Link>
      )}
      {next && (
        <Link className="pager__card pager__next" to={next.url}>
          <span className="pager__label">Next »</span>
          <span className="pager__title">
            <BreakableName text={next.title} />
          </span>
        </Link>
      )}
    </nav>
  );
}
