import { render, screen } from '@testing-library/react';
import { editUrl, formatDay, PageActions, PageTools } from './PageActions';

describe('editUrl', () => {
  it("opens the code host's editor on the page's source file", () => {
    expect(editUrl({ path: 'guides/caching.mdx' })).toBe(
      'https://github.com/webpack/webpack.js.org/edit/main/content/guides/caching.mdx',
    );
  });

  it("prefers the page's own edit link", () => {
    expect(editUrl({ path: 'loaders/css-loader.mdx', edit: 'https://example.org/edit' })).toBe(
      'https://example.org/edit',
    );
  });
});

describe('formatDay', () => {
  it('writes a day as British English does, whatever the time zone', () => {
    expect(formatDay('2026-01-05')).toBe('5 January 2026');
    expect(formatDay('2025-12-31')).toBe('31 December 2025');
  });
});

describe('PageActions', () => {
  const meta = {
    path: 'guides/caching.mdx',
    url: '/guides/caching/',
    title: 'Caching',
    sort: 1,
    anchors: [],
    contributors: [],
  };

  it('says when the page last changed, from the index', () => {
    render(<PageActions meta={{ ...meta, lastUpdated: '2026-11-24' }} />);
    expect(screen.getByText(/Last updated on/)).toHaveTextContent('Last updated on 24 November 2026');
    expect(screen.getByText('24 November 2026')).toHaveAttribute('datetime', '2026-11-24');
  });

  it('says nothing of it without a date (no git history)', () => {
    render(<PageActions meta={meta} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('offers editing and printing under the title too', () => {
    render(<PageTools meta={meta} />);
    expect(screen.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', editUrl(meta));
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
  });
});
