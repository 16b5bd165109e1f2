import { PageHead } from '../PageHead/PageHead';
import { HOME_HERO } from '../HomeHero/HomeHero';
import { HOME_CODE_SAMPLES } from '../HomeCode/HomeCode';
import { PrerenderedPart } from '../PrerenderedPart/PrerenderedPart';
import { prerenderedPart } from '../../routes/prerendered';
import { PRINT_SITE_URL } from '../Page/print';
import { HOME_HEAD } from '../../shared/site';
import { NEAR_VIEWPORT_MARGIN } from '../Sponsors/near-viewport';
import { HOME_ROUTE } from '../../shared/content/routes';
// The section's styles, which its prerendered markup needs before (or without) its chunk.
import '../Sponsors/Sponsors.css';
import './Home.css';

/** "Support the Team", far down the page: the first load of `/` fetches its code once it nears the screen. */
const SPONSORS = prerenderedPart('home-sponsors', () =>
  import(/* webpackChunkName: "home-sponsors" */ '../Sponsors/Sponsors').then((module) => module.Sponsors),
);

/** What the first load of `/` keeps as prerendered (see `withPrerenderedParts`). */
export const HOME_PARTS = [HOME_HERO, HOME_CODE_SAMPLES, SPONSORS];

/** `/`: the hero, what using webpack looks like, and the sponsors (loaded when scrolled near). */
export function Home() {
  return (
    <div className="home" id="main-content" style={PRINT_SITE_URL}>
      <PageHead title={HOME_HEAD.title} description={HOME_HEAD.description} url={HOME_ROUTE} isRoot />
      <PrerenderedPart as="section" part={HOME_HERO} className="home-hero" aria-labelledby="home-hero-title" />
      <PrerenderedPart
        as="section"
        part={HOME_CODE_SAMPLES}
        className="home__section home-code"
        aria-label="Write your code, bundle it"
      />
      <PrerenderedPart as="div" part={SPONSORS} hydrateNear={NEAR_VIEWPORT_MARGIN} />
    </div>
  );
}
