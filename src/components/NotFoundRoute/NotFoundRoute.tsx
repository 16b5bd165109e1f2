import { NOT_FOUND_ROUTE } from '../../shared/content/routes';
import { notFoundView } from '../../routes/views';
import { NOT_FOUND_TITLE } from '../../shared/site';
import { PageHead } from '../PageHead/PageHead';
import { ViewRoute } from '../ViewRoute/ViewRoute';

/**
 * The not-found page wherever a route turns out to be missing. Its view is a chunk of its own: the
 * prerendered `404.html` links it, and a client-side navigation to a missing page loads it then.
 */
export function NotFoundRoute() {
  return <ViewRoute view={notFoundView} head={<PageHead title={NOT_FOUND_TITLE} url={NOT_FOUND_ROUTE} noindex />} />;
}
