import { Route, Routes } from 'react-router-dom';
import { MDXProvider } from '@mdx-js/react';
import { HelmetProvider } from 'react-helmet-async';
import { Layout } from './components/Layout/Layout';
import { HomeRoute } from './components/HomeRoute/HomeRoute';
import { Vote } from './components/Vote/Vote';
import { ContentRoute } from './components/ContentRoute/ContentRoute';
import { PrintableSection } from './components/PrintableSection/PrintableSection';
import { mdxComponents } from './mdx-components';
import './styles/global.css';
import './styles/content.css';

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
            <Route path="/" element={<HomeRoute />} />
            <Route path="/vote/" element={<Vote />} />
            <Route path="/app-shell/" element={null} />
            <Route path="/:section/printable/" element={<PrintableSection />} />
            <Route path="*" element={<ContentRoute />} />
          </Route>
        </Routes>
      </MDXProvider>
    </HelmetProvider>
  );
}
