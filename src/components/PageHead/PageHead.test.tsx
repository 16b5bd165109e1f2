import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { Helmet } from 'react-helmet-async';
import type { ReactElement } from 'react';
import { DEFAULT_DESCRIPTION } from '../../shared/site';
import { PageHead, canonicalUrl, documentTitle } from './PageHead';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('documentTitle and canonicalUrl', () => {
  it('suffixes every title but the root one', () => {
    expect(documentTitle('Caching')).toBe('Caching | webpack');
    expect(documentTitle('webpack', true)).toBe('webpack');
  });

  it('always ends the canonical link in a slash', () => {
    expect(canonicalUrl('/guides/caching')).toBe('https://webpack.js.org/guides/caching/');
    expect(canonicalUrl('/guides/caching/')).toBe('https://webpack.js.org/guides/caching/');
    expect(canonicalUrl('/guides/caching#x')).toBe('https://webpack.js.org/guides/caching/');
    expect(canonicalUrl('/')).toBe('https://webpack.js.org/');
  });
});

describe('PageHead', () => {
  it('sets the title, description, canonical, social and theme metadata', () => {
    render(<PageHead title="Caching" url="/guides/caching/" description="Keep it fast." />);
    expect(document.title).toBe('Caching | webpack');
    expect(meta('meta[name="description"]')).toBe('Keep it fast.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://webpack.js.org/guides/caching/',
    );
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:site_name"]')).toBe('webpack');
    expect(meta('meta[property="og:image"]')).toBe('https://webpack.js.org/og-image.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="theme-color"]')).toBe('#2B3A42');
  });

  it('renders its tags through react-helmet-async, the site’s head manager', () => {
    const element = PageHead({ title: 'Caching', url: '/guides/caching/' }) as ReactElement;
    expect(element.type).toBe(Helmet);
  });

  it('names no canonical address for a noindex page', () => {
    render(<PageHead title="Page Not Found" url="/404/" noindex />);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('falls back to the default description', () => {
    render(<PageHead title="webpack" url="/" isRoot />);
    expect(document.title).toBe('webpack');
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('site-wide head (scripts/pipeline/6-prerender/html-document.ts)', () => {
  it('writes lang, the icons and the manifest', async () => {
    const { htmlDocument } = await import('../../../scripts/pipeline/6-prerender/html-document');
    const html = htmlDocument({ head: '', body: '', scripts: [], styles: [] });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/icons/icon-180.png">');
    for (const size of [150, 192, 512]) {
      expect(html).toContain(
        `<link rel="icon" type="image/png" sizes="${size}x${size}" href="/icons/icon-${size}.png">`,
      );
    }
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('hints the page’s own scripts ahead of the stylesheets', async () => {
    const { htmlDocument } = await import('../../../scripts/pipeline/6-prerender/html-document');
    const html = htmlDocument({
      head: '',
      body: '',
      scripts: ['/section.js', '/page.js', '/main.js'],
      styles: ['/main.css'],
      preloads: ['/section.js', '/page.js'],
    });
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/section.js', '/page.js']);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(htmlDocument({ head: '', body: '', scripts: [], styles: [] })).not.toContain('rel="preload"');
  });

  it('adds analytics only for a valid ANALYTICS_ID', async () => {
    const { analyticsScript } = await import('../../../scripts/pipeline/6-prerender/html-document');
    expect(analyticsScript(undefined)).toBe('');
    expect(analyticsScript('</script><script>alert(1)')).toBe('');
    const script = analyticsScript('G-TEST1234');
    expect(script).toContain("var id='G-TEST1234'");
    expect(script).toContain('pushState');
  });

  it('reports the first page view and client-side navigations once the page has loaded', async () => {
    jest.useFakeTimers();
    const { analyticsScript } = await import('../../../scripts/pipeline/6-prerender/html-document');
    const source = analyticsScript('G-TEST1234').replace(/^<script>|<\/script>$/g, '');
    const appended: string[] = [];
    const append = jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      appended.push((node as HTMLScriptElement).src);
      return node;
    });
    new Function(source)();
    expect(appended).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    jest.advanceTimersByTime(400);
    window.history.pushState({}, '', '/guides/caching/');
    jest.advanceTimersByTime(400);
    const layer = (window as unknown as { dataLayer: unknown[][] }).dataLayer;
    const views = layer
      .filter((entry) => entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string }).page_path);
    expect(views).toEqual(['/', '/guides/caching/']);
    append.mockRestore();
    jest.useRealTimers();
  });
});
