import { Link } from 'react-router-dom';
import { PageHead } from '../PageHead/PageHead';
import './Home.css';

export function Home() {
  return (
    <div className="home" id="main-content">
      <PageHead title="webpack" url="/" isRoot />
      <section className="home__hero">
        <h1>
          bundle your <span className="home__word">assets</span>
        </h1>
        <p>webpack takes modules with dependencies and turns them into static assets for the browser.</p>
        <p className="home__actions">
          <Link className="button" to="/guides/getting-started/">
            Get Started
          </Link>
          <Link className="button button--secondary" to="/concepts/">
            Concepts
          </Link>
        </p>
      </section>
    </div>
  );
}
