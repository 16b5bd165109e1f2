import { Link } from 'react-router-dom';
import { Cube } from '../Cube/Cube';
import { ModuleGraph } from '../ModuleGraph/ModuleGraph';
import { ROTATING_WORDS, RotatingWord } from '../RotatingWord/RotatingWord';

/** What the hero shows: static (the word rotates by CSS), so the first load of `/` keeps it as prerendered. */
export function HomeHeroContent() {
  return (
    <>
      <div className="home-hero__visual">
        <ModuleGraph />
        <Cube className="home-hero__cube" />
      </div>
      <h1 id="home-hero-title" className="home-hero__title">
        <span aria-hidden="true">
          bundle your <RotatingWord />
        </span>
        <span className="visually-hidden">bundle your {ROTATING_WORDS.join(', ')}</span>
      </h1>
      <p className="home-hero__lead">
        webpack reads your modules and everything they import — scripts, styles, images, templates — and turns them into
        a few optimised files a browser can load.
      </p>
      <p className="home-hero__actions">
        <Link className="button" to="/guides/getting-started/">
          Get Started
        </Link>
        <Link className="button button--secondary home-hero__secondary" to="/concepts/">
          Learn the Concepts
        </Link>
      </p>
    </>
  );
}
