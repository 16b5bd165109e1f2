import { prefixedId } from '../AnchorPrefix/AnchorPrefix';
import { pageAnchorPrefix, pageSectionId } from './anchor-ids';

const headingId = (url: string, slug: string) => prefixedId(pageAnchorPrefix(url), slug);

describe('ids on a combined printable page', () => {
  it('names each page by its route and its headings by route and slug', () => {
    expect(pageSectionId('/concepts/')).toBe('concepts/');
    expect(pageSectionId('/concepts/output/')).toBe('concepts/output/');
    expect(headingId('/concepts/', 'output')).toBe('concepts-output');
    expect(headingId('/concepts/output/', 'minimal-configuration')).toBe('concepts/output-minimal-configuration');
  });

  it('never gives a heading the id of a page', () => {
    // The collisions the old scheme (`concepts-output` for both) had on /concepts/ and /api/.
    expect(headingId('/concepts/', 'output')).not.toBe(pageSectionId('/concepts/output/'));
    expect(headingId('/api/', 'loaders')).not.toBe(pageSectionId('/api/loaders/'));
    expect(headingId('/api/', 'plugins')).not.toBe(pageSectionId('/api/plugins/'));
    // In general: page ids end in "/", heading ids never do (slugs have no "/").
    const urls = ['/api/', '/api/loaders/', '/api/compilation-hooks/', '/concepts/module-federation/'];
    const slugs = ['loaders', 'compilation-hooks', 'hooks', 'module-federation', 'x_1', 'ü-ber'];
    const pages = new Set(urls.map(pageSectionId));
    for (const url of urls) for (const slug of slugs) expect(pages.has(headingId(url, slug)!)).toBe(false);
    for (const id of pages) expect(id.endsWith('/')).toBe(true);
  });

  it('keeps the headings of the index page apart from those of the other pages', () => {
    expect(headingId('/api/', 'loaders-hooks')).not.toBe(headingId('/api/loaders/', 'hooks'));
  });
});
