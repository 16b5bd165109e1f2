import { PageHead } from '../PageHead/PageHead';
import { HomeHero } from '../HomeHero/HomeHero';
import { HomeCode } from '../HomeCode/HomeCode';
import { Sponsors } from '../Sponsors/Sponsors';
import { PRINT_SITE_URL } from '../Page/print';
import { HOME_HEAD } from '../../site';
import { HOME_ROUTE } from '../../content/routes';
import './Home.css';

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
