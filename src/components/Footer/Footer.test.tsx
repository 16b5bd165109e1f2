import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Footer } from './Footer';

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderFooter() {
  render(
    <MemoryRouter initialEntries={['/start/']}>
      <Footer />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
}

/** The page file behind a route: `/glossary/` is `content/glossary.mdx` or `content/glossary/index.mdx`. */
function pageExists(route: string): boolean {
  const base = path.join('content', route.replace(/^\/|\/$/g, ''));
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) => fs.existsSync(`${base}${ending}`));
}

describe('Footer', () => {
  it('links only pages that exist, and opens them inside the app', () => {
    const internal = renderFooter().filter((link) => link.getAttribute('href')?.startsWith('/'));
    expect(internal.length).toBeGreaterThan(0);
    for (const link of internal) {
      const route = link.getAttribute('href')!;
      expect({ route, exists: pageExists(route) }).toEqual({ route, exists: true });
      fireEvent.click(link);
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(route);
    }
  });

  it('opens other sites in a new tab without giving them this page', () => {
    const external = renderFooter().filter((link) => !link.getAttribute('href')?.startsWith('/'));
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
