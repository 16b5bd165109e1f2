import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../Header/Header';
import { Footer } from '../Footer/Footer';
import { NotificationBanner } from '../NotificationBanner/NotificationBanner';
import { SidebarMobile } from '../SidebarMobile/SidebarMobile';
import { RouteRedirects } from '../RouteRedirects/RouteRedirects';
import { ScrollManager } from '../ScrollManager/ScrollManager';
import { OfflineBanner } from '../OfflineBanner/OfflineBanner';
import { UpdatePrompt } from '../UpdatePrompt/UpdatePrompt';
import { useMounted } from './useMounted';
import { useSectionNav } from '../../routes/use-page-meta';
import { APP_SHELL_ROUTE } from '../../shared/content/routes';
import { AFTER_HEADER_ID } from '../../shared/first-paint';
import './Layout.css';

/**
 * The path the server rendered the HTML being hydrated for, read from the markup itself. It differs from
 * the address for the shared `404.html` (rendered once, served at any unknown path).
 */
function prerenderedPath(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('#root > .layout')?.getAttribute('data-path') ?? undefined;
}

export function Layout() {
  const { pathname, hash, key } = useLocation();
  // Path-dependent chrome (active links, language links, sub-navigation) first renders for the path the
  // HTML was made for, so hydration matches, then follows the real address right after.
  const [renderedPath] = useState(() => prerenderedPath() ?? pathname);
  const mounted = useMounted();
  const chromePath = mounted ? pathname : renderedPath;
  const nav = useSectionNav(chromePath);
  // The mobile sidebar remembers the location it was opened at: any navigation (a hash link included)
  // closes it.
  const [openAt, setOpenAt] = useState<string | undefined>();
  const sidebarOpen = openAt === key;
  const openSidebar = useCallback(() => setOpenAt(key), [key]);
  const closeSidebar = useCallback(() => setOpenAt(undefined), []);

  return (
    <div className="layout" data-path={chromePath}>
      <RouteRedirects />
      <ScrollManager />
      {/* First in the tab order, before the banner and the header. */}
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <NotificationBanner />
      <Header
        nav={nav}
        pathname={chromePath}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={sidebarOpen ? closeSidebar : openSidebar}
      />
      <main className="layout__main" id={AFTER_HEADER_ID}>
        {/* Pages carry the skip link's target; the empty app shell gets a stand-in. */}
        {chromePath === APP_SHELL_ROUTE && <span id="main-content" />}
        <Outlet />
      </main>
      <Footer />
      <OfflineBanner />
      <UpdatePrompt />
      <SidebarMobile
        open={sidebarOpen}
        onOpen={openSidebar}
        onClose={closeSidebar}
        nav={nav}
        currentUrl={pathname}
        hash={hash}
      />
    </div>
  );
}
