import { PageHead } from '../PageHead/PageHead';
import { HERO_PICTURE, HomeHero } from '../HomeHero/HomeHero';
import { HOME_CODE_SAMPLES, HomeCode } from '../HomeCode/HomeCode';
import { Sponsors } from '../Sponsors/Sponsors';
import { PRINT_SITE_URL } from '../Page/print';
import { HOME_HEAD } from '../../site';
import { HOME_ROUTE } from '../../content/routes';
import './Home.css';

/** What the first load of `/` keeps as prerendered (see `withPrerenderedParts`). */
export const HOME_PARTS = [HERO_PICTURE, HOME_CODE_SAMPLES];

/** `/`: the hero, what using webpack looks like, and the sponsors (loaded when scrolled near). */
export function Home() {
  return (
    <div className="home" id="main-content" style={PRINT_SITE_URL}>
      <PageHead title={HOME_HEAD.title} description={HOME_HEAD.description} url={HOME_ROUTE} isRoot />
      <HomeHero />
      <HomeCode />
      <Sponsors />
    </div>
  );
}
