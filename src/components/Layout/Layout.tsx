import { Outlet } from 'react-router-dom';
import { Header } from '../Header/Header';
import { Footer } from '../Footer/Footer';
import { RouteRedirects } from '../RouteRedirects/RouteRedirects';
import './Layout.css';

export function Layout() {
  return (
    <div className="layout">
      <RouteRedirects />
      <Header />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
