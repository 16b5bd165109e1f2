import { Link } from 'react-router-dom';
import { PageHead } from '../PageHead/PageHead';
import { NOT_FOUND_ROUTE } from '../../content/routes';
import './NotFound.css';

export function NotFound() {
  return (
    <div className="not-found" id="main-content">
      <PageHead title="Page Not Found" url={NOT_FOUND_ROUTE} noindex />
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button" to="/">
        Go to Homepage
      </Link>
    </div>
  );
}
