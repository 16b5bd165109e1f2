import fs from 'node:fs';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SectionNav } from '../../shared/content/types';
import { mockSections } from '../../../test/support/mock-sections';

const ICON_STYLES = fs.readFileSync(new URL('./links.css', import.meta.url), 'utf8');

mockSections([
  { section: 'api', title: 'Introduction', url: '/api/' },
  { section: 'blog', title: 'Blog', url: '/blog/' },
  { section: 'concepts', title: 'Concepts', url: '/concepts/' },
  { section: 'contribute', title: 'Contribute', url: '/contribute/' },
  { section: 'plugins', title: 'Plugins', url: '/plugins/' },
]);

const { Header, isDocumentation } = await import('./Header');

const nav: SectionNav = {
  section: 'concepts',
  title: 'Concepts',
  url: '/concepts/',
  pages: [
    { url: '/concepts/', title: 'Concepts', hasAnchors: false },
    { url: '/concepts/modules/', title: 'Modules', hasAnchors: false },
    { url: '/concepts/printable/', title: 'Printable', hasAnchors: false },
  ],
};

function renderAt(path: string, props: Parameters<typeof Header>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header {...props} />
    </MemoryRouter>,
  );
}

const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it.each(['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'])(
    'marks Documentation active under /%s/',
    (section) => {
      expect(isDocumentation(`/${section}/anything/`)).toBe(true);
      renderAt(`/${section}/`);
      expect(within(main()).getByRole('link', { name: 'Documentation' })).toHaveAttribute('aria-current', 'true');
    },
  );

  it.each([
    ['/contribute/writers-guide/', 'Contribute'],
    ['/vote/', 'Vote'],
    ['/blog/2020-10-10-release/', 'Blog'],
  ])('marks only its own link active on %s', (path, name) => {
    renderAt(path);
    const current = within(main())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.textContent)).toEqual([name]);
  });

  it('links the logo and the nav items', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'webpack home' })).toHaveAttribute('href', '/');
    const links = within(main()).getAllByRole('link', { name: /^(Documentation|Contribute|Vote|Blog)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/concepts/', '/contribute/', '/vote/', '/blog/']);
    expect(
      within(main())
        .queryAllByRole('link')
        .some((link) => link.getAttribute('aria-current')),
    ).toBe(false);
  });

  it('lists every section except contribute and blog in the Documentation menu', () => {
    renderAt('/concepts/');
    const toggle = screen.getByRole('button', { name: 'Documentation sections' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['API', 'Concepts', 'Plugins']);
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Documentation menu on the arrow keys and moves between its links', () => {
    renderAt('/concepts/');
    const toggle = screen.getByRole('button', { name: 'Documentation sections' });
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'API' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(screen.getByRole('link', { name: 'Plugins' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the Documentation menu on a press outside it and when focus leaves it', () => {
    renderAt('/concepts/');
    const toggle = screen.getByRole('button', { name: 'Documentation sections' });
    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    act(() => {
      screen.getByRole('link', { name: 'webpack home' }).focus();
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the code host, Twitter and StackOverflow with names and safe rel', () => {
    renderAt('/');
    const expected = {
      'webpack on GitHub': 'https://github.com/webpack/webpack',
      'webpack on Twitter': 'https://twitter.com/webpack',
      'webpack on StackOverflow': 'https://stackoverflow.com/questions/tagged/webpack',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // Its icon is a CSS mask: the stylesheet must draw the class the link uses.
      const icon = [...link.querySelector('.external-icon')!.classList].find((name) =>
        name.startsWith('external-icon--'),
      );
      expect(ICON_STYLES).toMatch(new RegExp(`\\.${icon} \\{\\s*--icon: url\\("data:image/svg\\+xml,`));
    }
  });

  it('shows the active section pages as sub-navigation, without printable pages', () => {
    renderAt('/concepts/modules/', { nav });
    const subnav = screen.getByRole('navigation', { name: 'Concepts section' });
    expect(
      within(subnav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Concepts', 'Modules']);
    expect(within(subnav).getByRole('link', { name: 'Modules' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no sub-navigation without a section', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: /section$/ })).toBeNull();
  });

  it('toggles the mobile sidebar with its control', () => {
    const onToggleSidebar = jest.fn();
    renderAt('/', { sidebarOpen: false, onToggleSidebar });
    const control = screen.getByRole('button', { name: 'Site navigation' });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(control).toHaveAttribute('aria-controls', 'sidebar-mobile');
    fireEvent.click(control);
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });
});
