import { Link } from 'react-router-dom';
import { siblings } from '../../content/navigation';
import type { SectionNav } from '../../content/types';
import './PagePager.css';

/** « Previous and Next » links to the neighbours of a page in its section's sidebar order. */
export function PagePager({ nav, url }: { nav: SectionNav; url: string }) {
  const { previous, next } = siblings(nav, url);
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      {previous && (
        <Link className="pager__previous" to={previous.url}>
          « Previous <span>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="pager__next" to={next.url}>
          Next » <span>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
