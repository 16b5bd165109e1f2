// First: the site-wide rules come before every component's stylesheet, so a component's own rule wins a tie.
import './styles/global.css';
import './styles/content.css';
import { Route, Routes, useParams } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { Layout } from './components/Layout/Layout';
import { ViewRoute } from './components/ViewRoute/ViewRoute';
import { PageHead } from './components/PageHead/PageHead';
import { homeView, printableView, voteView } from './routes/views';
import { HOME_HEAD, PRINTABLE_TITLE, VOTE_HEAD } from './shared/site';
import { APP_SHELL_ROUTE, HOME_ROUTE, VOTE_ROUTE } from './shared/content/routes';
import { ContentRoute } from './components/ContentRoute/ContentRoute';

function PrintableRoute() {
  const url = `/${useParams().section}/printable/`;
  return <ViewRoute view={printableView} head={<PageHead title={PRINTABLE_TITLE} url={url} noindex />} />;
}

/**
 * The whole site, below a router the entry provides (browser or static). Both entries render this, so
 * the head manager's provider wraps the server render and the client render alike.
 */
export function App() {
  return (
    <HelmetProvider>
      <Routes>
        <Route element={<Layout />}>
          <Route
            path={HOME_ROUTE}
            element={
              <ViewRoute
                view={homeView}
                head={<PageHead title={HOME_HEAD.title} url={HOME_ROUTE} description={HOME_HEAD.description} isRoot />}
                // Reserves the hero's height while a client-side navigation loads the chunk.
                placeholder={<div className="home-placeholder" style={{ minHeight: '100vh' }} />}
              />
            }
          />
          <Route
            path={VOTE_ROUTE}
            element={
              <ViewRoute
                view={voteView}
                head={<PageHead title={VOTE_HEAD.title} url={VOTE_ROUTE} description={VOTE_HEAD.description} />}
              />
            }
          />
          <Route path={APP_SHELL_ROUTE} element={null} />
          <Route path="/:section/printable/" element={<PrintableRoute />} />
          <Route path="*" element={<ContentRoute />} />
        </Route>
      </Routes>
    </HelmetProvider>
  );
}
