import { Outlet } from 'react-router-dom';
import { Header } from '../Header/Header';
import { Footer } from '../Footer/Footer';
import { RouteRedirects } from '../RouteRedirects/RouteRedirects';
import { ScrollManager } from '../ScrollManager/ScrollManager';
import './Layout.css';

export function Layout() {
  return (
    <div className="layout">
      <RouteRedirects />
      <ScrollManager />
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
