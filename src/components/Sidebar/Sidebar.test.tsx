import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageMeta, SectionNav } from '../../shared/content/types';

const page = (url: string, title: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  path: `${url.slice(1, -1)}.mdx`,
  url,
  title,
  sort: 0,
  anchors: [],
  contributors: [],
  ...extra,
});

const pages = [
  page('/configuration/', 'Configuration', { sort: -1 }),
  page('/configuration/output/', 'Output', {
    anchors: [
      { title: 'output.filename', id: 'outputfilename', level: 2 },
      { title: 'output.library', id: 'outputlibrary', level: 2 },
      { title: 'output.library.type', id: 'outputlibrarytype', level: 3 },
    ],
  }),
  page('/configuration/printable/', 'Printable'),
  page('/configuration/cache/', 'Cache', { anchors: [{ title: 'cache.type', id: 'cachetype', level: 2 }] }),
  page('/configuration/babel/', 'Babel', { group: 'Community' }),
];

const { toNavPage } = await import('../../shared/content/navigation');
const nav: SectionNav = {
  section: 'configuration',
  title: 'Configuration',
  url: '/configuration/',
  pages: pages.map(toNavPage),
};

// The section's module, with every page's data: what the sidebar loads to show another page's anchors.
const loadConfiguration = jest.fn(async () => ({
  nav,
  metas: Object.fromEntries(pages.map((meta) => [meta.url, meta])),
  pages: {},
}));
jest.unstable_mockModule(
  '@generated/sections',
  () => ({
    sectionLinks: [{ section: 'configuration', title: 'Configuration', url: '/configuration/' }],
    sectionNames: ['', 'configuration'],
    loadSection: { configuration: loadConfiguration },
  }),
  { virtual: true },
);

const { adoptDocument } = await import('../../content/page-store');
const { Sidebar } = await import('./Sidebar');
const { versionUrl } = await import('./version');

// What a prerendered page of the section carries: the section's navigation and the current page's data.
adoptDocument({ url: '/configuration/output/', nav, meta: pages[1] }, '/configuration/output/');

function renderAt(currentUrl: string, sectionNav = nav) {
  return render(
    <MemoryRouter initialEntries={[currentUrl]}>
      <Sidebar nav={sectionNav} currentUrl={currentUrl} />
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  it('lists the pages grouped, index first, without printable pages', () => {
    renderAt('/configuration/');
    const sidebar = screen.getByRole('navigation', { name: 'Configuration pages' });
    const titles = within(sidebar)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('sidebar__link'))
      .map((link) => link.textContent);
    expect(titles).toEqual(['Configuration', 'Output', 'Cache', 'Babel']);
    expect(within(sidebar).getByRole('heading', { name: 'Community' })).toBeInTheDocument();
  });

  /**
   * A link to a dotted name, found by its text: the name may wrap after its dots (BreakableName), and
   * jsdom's name computation (unlike browsers') reads a space into such a break point.
   */
  const linkNamed = (text: string) => screen.getByText(text).closest('a') as HTMLElement;

  it('opens and marks the current page, with nested anchors without the parent prefix', () => {
    renderAt('/configuration/output/');
    expect(screen.getByRole('link', { name: 'Output' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Output sections' })).toHaveAttribute('aria-expanded', 'true');
    expect(linkNamed('output.filename')).toHaveAttribute('href', '/configuration/output/#outputfilename');
    const library = linkNamed('output.library').closest('li') as HTMLElement;
    expect(within(library).getByRole('link', { name: 'type' })).toHaveAttribute(
      'href',
      '/configuration/output/#outputlibrarytype',
    );
    expect(screen.getByRole('button', { name: 'Cache sections' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands another page, loading its anchors with the section data, and collapses it', async () => {
    renderAt('/configuration/output/');
    const toggle = screen.getByRole('button', { name: 'Cache sections' });
    expect(loadConfiguration).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await screen.findByText('cache.type')).closest('a')).toHaveAttribute(
      'href',
      '/configuration/cache/#cachetype',
    );
    expect(loadConfiguration).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle);
    expect(screen.queryByText('cache.type')).toBeNull();
    await act(async () => undefined);
  });

  it('offers no toggle for a page without anchors', () => {
    renderAt('/configuration/output/');
    expect(screen.queryByRole('button', { name: 'Babel sections' })).toBeNull();
  });

  it('links the printable section for printable sections only', () => {
    renderAt('/configuration/');
    expect(screen.getByRole('link', { name: 'Print Section' })).toHaveAttribute('href', '/configuration/printable/');
    const { unmount } = renderAt('/blog/', { ...nav, section: 'blog', title: 'Blog', url: '/blog/' });
    expect(screen.getAllByRole('link', { name: 'Print Section' })).toHaveLength(1);
    unmount();
  });

  it('offers versions 5 (selected) and 4', () => {
    renderAt('/configuration/');
    const select = screen.getByRole('combobox', { name: 'Version' }) as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['5', '4']);
  });
});

describe('versionUrl', () => {
  it('sends version 4 to the same address on the version-4 host, and stays on 5', () => {
    const location = { pathname: '/configuration/output/', search: '?q=1', hash: '#outputfilename' };
    expect(versionUrl('4', location)).toBe('https://v4.webpack.js.org/configuration/output/?q=1#outputfilename');
    expect(versionUrl('5', location)).toBeUndefined();
  });
});
