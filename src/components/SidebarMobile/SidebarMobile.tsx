import { Suspense, lazy } from 'react';
import type { SectionNav } from '../../shared/content/types';
import { useMounted } from '../Layout/useMounted';

export interface SidebarMobileProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The current section's navigation, if the route has one. */
  nav?: SectionNav;
  currentUrl: string;
  hash?: string;
}

/** Browser-only, so it needs no place in the first-load JS: its chunk loads right after hydration. */
const Drawer = lazy(() => import(/* webpackChunkName: "sidebar-mobile" */ './Drawer'));

/**
 * The navigation drawer of narrow screens: site sections, the current section's pages, languages and
 * external links. Rendered only in the browser (it is not in the prerendered HTML). Opens with the
 * header control or a swipe to the right; closes with the control, a swipe to the left, a tap outside,
 * Escape or a navigation.
 */
export function SidebarMobile(props: SidebarMobileProps) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
