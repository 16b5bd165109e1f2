import { PrerenderedPart } from '../PrerenderedPart/PrerenderedPart';
import { prerenderedPart } from '../../routes/prerendered';
import './HomeCode.css';

export const HOME_CODE_SAMPLES = prerenderedPart('home-code', () =>
  import(/* webpackChunkName: "home-parts" */ './HomeCodeSamples').then((module) => module.HomeCodeSamples),
);

/**
 * "Write Your Code / Bundle It". Its samples are static markup, the largest part of the home page's
 * code: the first load of `/` keeps them as the server rendered them and does not load their chunk.
 */
export function HomeCode() {
  return (
    <PrerenderedPart
      as="section"
      part={HOME_CODE_SAMPLES}
      className="home__section home-code"
      aria-label="Write your code, bundle it"
    />
  );
}
