import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

jest.unstable_mockModule(
  '@generated/sections',
  () => ({
    sectionLinks: [{ section: 'concepts', title: 'Concepts', url: '/concepts/' }],
    sectionNames: ['', 'concepts'],
    loadSection: {},
  }),
  { virtual: true },
);

const { Layout } = await import('./Layout');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p id="main-content">page body</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('Layout', () => {
  it('puts the banner, header, page, footer and (in the browser) the mobile sidebar around the route', async () => {
    const { container } = renderAt('/glossary/');
    expect(await screen.findByRole('dialog', { name: 'Site navigation' })).toHaveAttribute('id', 'sidebar-mobile');
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(container.querySelector('.layout')).not.toBeNull();
    expect(container.querySelector('.layout')).toHaveAttribute('data-path', '/glossary/');
  });

  it('starts with a skip link to the content', () => {
    const { container } = renderAt('/glossary/');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(container.querySelector('a, button')).toBe(skip);
  });

  it('opens the mobile sidebar from the header control', () => {
    renderAt('/glossary/');
    const control = screen.getByRole('button', { name: 'Site navigation' });
    fireEvent.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
  });
});
