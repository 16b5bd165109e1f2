import { Link } from 'react-router-dom';
import { PrerenderedPart } from '../PrerenderedPart/PrerenderedPart';
import { ROTATING_WORDS, RotatingWord } from '../RotatingWord/RotatingWord';
import { prerenderedPart } from '../../routes/prerendered';
// The picture's styles, which its prerendered markup needs before (or without) its chunk.
import '../Cube/Cube.css';
import '../ModuleGraph/ModuleGraph.css';
import './HomeHero.css';

/** The picture is static: the first load of `/` keeps it as prerendered, without its code. */
export const HERO_PICTURE = prerenderedPart('home-picture', () =>
  import(/* webpackChunkName: "home-parts" */ './HeroPicture').then((module) => module.HeroPicture),
);

/** The home page's first screen: the module graph around the cube, the rotating heading, two ways in. */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <PrerenderedPart as="div" part={HERO_PICTURE} className="home-hero__visual" />
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
    </section>
  );
}
