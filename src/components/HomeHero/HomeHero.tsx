import { prerenderedPart } from '../../routes/prerendered';
// The hero's styles, which its prerendered markup needs before (or without) its chunk.
import '../Cube/Cube.css';
import '../ModuleGraph/ModuleGraph.css';
import '../RotatingWord/RotatingWord.css';
import './HomeHero.css';

/**
 * The home page's first screen: the module graph around the cube, the rotating heading, two ways in.
 * All of it is static markup, so the first load of `/` keeps it as the server rendered it, without
 * its code. `Home` shows it in a `<section class="home-hero" aria-labelledby="home-hero-title">`.
 */
export const HOME_HERO = prerenderedPart('home-hero', () =>
  import(/* webpackChunkName: "home-parts" */ './HomeHeroContent').then((module) => module.HomeHeroContent),
);
