import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageLink } from '../../shared/content/types';
import { mockSections } from '../../../test/support/mock-sections';

mockSections([
  { section: 'api', title: 'Introduction', url: '/api/' },
  { section: 'guides', title: 'Guides', url: '/guides/' },
]);

const { NotFound } = await import('./NotFound');

const PAGES: PageLink[] = [
  ['/guides/', 'Guides'],
  ['/guides/caching/', 'Caching'],
  ['/guides/code-splitting/', 'Code Splitting'],
  ['/loaders/sass-loader/', 'sass-loader'],
  ['/api/', 'Introduction'],
];

async function renderAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <NotFound loadPages={() => Promise.resolve(PAGES)} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
}

describe('NotFound', () => {
  it('shows the spec texts and a button home', async () => {
    await renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Oops! The page you are looking for has been removed or relocated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('suggests the pages whose routes are close to the missing one', async () => {
    await renderAt('/guide/code-spliting/');
    const near = screen.getByRole('region', { name: 'Perhaps you were looking for' });
    expect(
      within(near)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/guides/code-splitting/']);
  });

  it('finds pages by title, and lists the sections', async () => {
    await renderAt('/nothing-like-it/');
    expect(screen.queryByRole('region', { name: 'Perhaps you were looking for' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a page by its title' }), {
      target: { value: 'sass' },
    });
    expect(screen.getByRole('link', { name: 'sass-loader' })).toHaveAttribute('href', '/loaders/sass-loader/');
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['API', 'Guides']);
  });
});
