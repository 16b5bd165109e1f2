import { editUrl } from './PageActions';

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
