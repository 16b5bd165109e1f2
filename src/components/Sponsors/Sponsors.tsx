import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { whenNear } from '../../routes/prerendered';
import { SponsorsLoading } from './SponsorPlaceholders';
import { hasSupporters } from './load-supporters';
import { BECOME_A_SPONSOR_URL, CURRENT_SPONSORS_URL } from './links';
import { NEAR_VIEWPORT_MARGIN } from './near-viewport';
import './Sponsors.css';

/** The list and its data are their own chunk, requested only when the section nears the viewport. */
const SponsorsList = lazy(() => import(/* webpackChunkName: "sponsors" */ './SponsorsList'));

/** Becomes true, once, when the element comes within `rootMargin` of the viewport (browser only). */
function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      // No way to tell: load on the next tick rather than never.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    return whenNear([element], rootMargin, () => setNear(true));
  }, [ref, rootMargin, near]);
  return near;
}

/**
 * "Support the Team" (`#sponsors`). With supporters in the build, the prerendered HTML holds the
 * heading, placeholders and the "Become a sponsor" link, and the sponsors load in the browser when the
 * section comes near. Without (a build that could not reach Open Collective), it says how to become a
 * sponsor and where the current ones are listed, and loads nothing.
 */
export function Sponsors({ withSupporters = hasSupporters() }: { withSupporters?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, NEAR_VIEWPORT_MARGIN) && withSupporters;
  return (
    <section id="sponsors" ref={ref} className="home__section sponsors" aria-labelledby="sponsors-title">
      <h2 id="sponsors-title" className="home__section-title">
        Support the Team
      </h2>
      <p className="sponsors__intro">
        webpack is maintained by volunteers and a small core team. Sponsorship pays for their time on releases, bug
        fixes, reviews and the documentation you are reading.
      </p>
      {withSupporters &&
        (near ? (
          <Suspense fallback={<SponsorsLoading />}>
            <SponsorsList />
          </Suspense>
        ) : (
          <SponsorsLoading />
        ))}
      <p className="sponsors__cta">
        <a className="button" href={BECOME_A_SPONSOR_URL}>
          Become a sponsor
        </a>
        {!withSupporters && (
          <a className="button button--secondary" href={CURRENT_SPONSORS_URL}>
            See the current sponsors
          </a>
        )}
      </p>
    </section>
  );
}
