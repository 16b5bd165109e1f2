import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SectionNav } from '../../shared/content/types';

const nav: SectionNav = {
  section: 'configuration',
  title: 'Configuration',
  url: '/configuration/',
  pages: [
    { url: '/configuration/', title: 'Configuration', hasAnchors: false },
    { url: '/configuration/cache/', title: 'Cache', hasAnchors: true },
  ],
};

// The section's module never arrives here: what the placeholder shows comes from the document's data.
jest.unstable_mockModule(
  '@generated/sections',
  () => ({
    sectionLinks: [{ section: 'configuration', title: 'Configuration', url: '/configuration/' }],
    sectionNames: ['', 'configuration'],
    loadSection: { configuration: () => new Promise(() => undefined) },
  }),
  { virtual: true },
);

const { adoptDocument } = await import('../../content/page-store');
const { ContentPlaceholder } = await import('./ContentStates');

describe('ContentPlaceholder', () => {
  it("shows the section's sidebar and the page's title from the section's navigation alone", () => {
    adoptDocument({ url: '/configuration/', nav }, '/configuration/');
    render(
      <MemoryRouter initialEntries={['/configuration/cache/']}>
        <ContentPlaceholder />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Configuration pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cache' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('id', 'main-content');
  });
});
