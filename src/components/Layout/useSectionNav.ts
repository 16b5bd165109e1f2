import { useEffect, useReducer } from 'react';
import { hasPage, peekSection, sectionOf } from '../../content/page-store';
import type { SectionNav } from '../../content/types';

/**
 * The navigation data of the current route's section (header sub-navigation, mobile sidebar). Only that
 * section's data is ever loaded: on the server and before hydration it is loaded already (so both
 * renders match); after a client navigation it arrives with the page, and this re-renders then.
 * Routes at the content root and app routes have none.
 */
export function useSectionNav(pathname: string): SectionNav | undefined {
  const [, update] = useReducer((count: number) => count + 1, 0);
  const section = sectionOf(pathname);
  const nav = section === '' ? undefined : peekSection(pathname);
  useEffect(() => {
    if (section === '' || nav) return;
    let live = true;
    hasPage(pathname).then(
      () => live && update(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname, section, nav]);
  return nav;
}
