// First: the site-wide rules come before every component's stylesheet, so a component's own rule wins a tie.
import './styles/global.css';
import './styles/content.css';
import { Route, Routes } from 'react-router-dom';
import { MDXProvider } from '@mdx-js/react';
import { HelmetProvider } from 'react-helmet-async';
import { Layout } from './components/Layout/Layout';
import { HomeRoute } from './components/HomeRoute/HomeRoute';
import { Vote } from './components/Vote/Vote';
import { ContentRoute } from './components/ContentRoute/ContentRoute';
import { PrintableSection } from './components/PrintableSection/PrintableSection';
import { mdxComponents } from './mdx-components';
import { APP_SHELL_ROUTE, HOME_ROUTE, VOTE_ROUTE } from './content/routes';

/**
 * The whole site, below a router the entry provides (browser or static). Both entries render this, so
 * the head manager's provider wraps the server render and the client render alike.
 */
export function App() {
  return (
    <HelmetProvider>
      <MDXProvider components={mdxComponents}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={HOME_ROUTE} element={<HomeRoute />} />
            <Route path={VOTE_ROUTE} element={<Vote />} />
            <Route path={APP_SHELL_ROUTE} element={null} />
            <Route path="/:section/printable/" element={<PrintableSection />} />
            <Route path="*" element={<ContentRoute />} />
          </Route>
        </Routes>
      </MDXProvider>
    </HelmetProvider>
  );
}
