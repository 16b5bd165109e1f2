import { prerenderedPart } from '../../routes/prerendered';
import './HomeCode.css';

/**
 * "Write Your Code / Bundle It". Its samples are static markup, the largest part of the home page's
 * code: the first load of `/` keeps them as the server rendered them and does not load their chunk.
 * `Home` shows them in a `<section class="home__section home-code">`.
 */
export const HOME_CODE_SAMPLES = prerenderedPart('home-code', () =>
  import(/* webpackChunkName: "home-parts" */ './HomeCodeSamples').then((module) => module.HomeCodeSamples),
);
