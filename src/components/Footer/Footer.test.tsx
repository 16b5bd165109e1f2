import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';

describe('Footer', () => {
  it('has the spec links in order, external ones opening safely', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/guides/getting-started/',
      '/comparison/',
      'https://openjsf.org/wp-content/uploads/sites/84/2021/04/OpenJS-Foundation-Privacy-Policy-2019-11-15.pdf',
      'https://webpack.threadless.com',
      '/awesome-webpack/',
      '/glossary/',
      '/branding/',
      'https://discord.com/invite/5sxFZPdx2k',
      'https://github.com/webpack/webpack/releases',
      '/license/',
    ]);
    for (const link of links.filter((candidate) => candidate.getAttribute('href')?.startsWith('http'))) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
