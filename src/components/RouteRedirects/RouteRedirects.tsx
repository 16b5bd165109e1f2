import { Navigate, useLocation } from 'react-router-dom';
import { redirectTarget } from '../../content/redirects';

/** Sends the reader to a route's one true address (trailing slash, moved sections). */
export function RouteRedirects() {
  const location = useLocation();
  const target = redirectTarget(location);
  return target ? <Navigate to={target} replace /> : null;
}
