import { Link } from 'react-router-dom';
import { PageHead } from '../PageHead/PageHead';
import './NotFound.css';

export function NotFound() {
  return (
    <div className="not-found" id="main-content">
      <PageHead title="Page Not Found" url="/404/" noindex />
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button" to="/">
        Go to Homepage
      </Link>
    </div>
  );
}
