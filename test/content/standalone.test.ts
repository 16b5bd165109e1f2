import fs from 'node:fs';
import path from 'node:path';
import { proseLines, readPage } from './page-source.ts';

// Checks the standalone pages (comparison, awesome-webpack, branding, glossary, license) and the
// pages of the contribute and blog sections: frontmatter, required sections and sort order.

const CONTENT = 'content';


/** Text of the `##` headings of a page, ignoring lines inside fenced code blocks. */
export function h2s(body: string): string[] {
  return proseLines(body).flatMap((line) => {
    const heading = /^## (.+?)\s*$/.exec(line);
    return heading ? [heading[1]] : [];
  });
}

const standalone = ['comparison', 'awesome-webpack', 'branding', 'glossary', 'license'].map((name) =>
  path.join(CONTENT, `${name}.mdx`),
);
const sectionPages = ['contribute', 'blog'].flatMap((section) =>
  fs
    .readdirSync(path.join(CONTENT, section))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(CONTENT, section, name)),
);
const allPages = [...standalone, ...sectionPages];

describe('h2s', () => {
  it('finds ## headings and skips fenced code', () => {
    expect(proseLines('# a\n```text\n# b\n```\nc')).toEqual(['# a', 'c']);
    expect(h2s('## One\ntext\n```md\n## Not this\n```\n### Three\n## Two\n')).toEqual(['One', 'Two']);
    expect(h2s('````mdx\n```js\n## no\n```\n## still no\n````\n## Yes\n')).toEqual(['Yes']);
  });
});

describe('every page has a title and a description', () => {
  it('finds the pages', () => {
    expect(sectionPages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(allPages)('%s', (file) => {
    const { data, body } = readPage(file);
    expect(typeof data.title).toBe('string');
    expect((data.title as string).length).toBeGreaterThan(0);
    expect(typeof data.description).toBe('string');
    const description = data.description as string;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThan(160);
    expect(data).not.toHaveProperty('contributors');
    // The title is the page's h1; the body must not add another.
    expect(proseLines(body).filter((line) => line.startsWith('# '))).toEqual([]);
    if (!file.endsWith(path.join('blog', 'index.mdx'))) expect(h2s(body).length).toBeGreaterThan(0);
  });
});

describe('standalone pages', () => {
  const page = (name: string) => readPage(path.join(CONTENT, `${name}.mdx`));

  it('have the titles and sort order of the content tree', () => {
    const expected: Record<string, [string, number]> = {
      comparison: ['Comparison', 1],
      'awesome-webpack': ['Awesome webpack', 2],
      branding: ['Branding Guidelines', 2],
      glossary: ['Glossary', 3],
      license: ['License', 5],
    };
    for (const [name, [title, sort]] of Object.entries(expected)) {
      expect([name, page(name).data.title, page(name).data.sort]).toEqual([name, title, sort]);
    }
  });

  it('branding has The Name, Logo, Icon only, Color Palette and License', () => {
    expect(h2s(page('branding').body)).toEqual(['The Name', 'Logo', 'Icon only', 'Color Palette', 'License']);
  });

  it('branding lists the whole palette', () => {
    const { body } = page('branding');
    for (const hex of ['#2B3A42', '#465E69', '#8DD6F9', '#1D78C1', '#F2F2F2', '#FFFFFF']) {
      expect(body).toContain(`\`${hex}\``);
    }
  });

  it('glossary has one section per letter, in order', () => {
    expect(h2s(page('glossary').body)).toEqual(['A', 'B', 'C', 'D', 'E', 'H', 'L', 'M', 'O', 'P', 'R', 'S', 'T', 'V', 'W']);
  });

  it('glossary defines the core terms, each under its own letter', () => {
    const { body } = page('glossary');
    const terms = [
      'Asset', 'Bundle', 'Bundle Splitting', 'Chunk', 'Code Splitting', 'Configuration', 'Dependency Graph',
      'Entry Point', 'Hot Module Replacement (HMR)', 'Loader', 'Lazy Loading', 'Module', 'Module Resolution',
      'Manifest', 'Output', 'Plugin', 'Request', 'Resolver', 'Tree Shaking', 'Target', 'Vendor Entry', 'webpack',
    ];
    const sections = body.split(/^## /m).slice(1);
    for (const term of terms) {
      const section = sections.find((text) => text.startsWith(`${term[0].toUpperCase()}\n`));
      expect([term, section?.includes(`**${term}**: `)]).toEqual([term, true]);
    }
    expect(body).not.toMatch(/^### /m);
  });

  it('license covers webpack, its logo and icon, its documentation and its code samples', () => {
    const { body } = page('license');
    expect(h2s(body)).toEqual(['webpack', 'Logo and Icon', 'Documentation', 'Code Samples']);
    const section = (name: string) => body.split(`## ${name}\n`)[1].split(/^## /m)[0];
    expect(section('webpack')).toContain('MIT License');
    expect(section('Logo and Icon')).toContain('CC BY 4.0');
    expect(section('Documentation')).toContain('CC BY 4.0');
    expect(section('Code Samples')).toContain('CC0');
  });

  it('awesome-webpack has its eight sections', () => {
    expect(h2s(page('awesome-webpack').body)).toEqual([
      'Research & Training', 'Articles', 'Videos', 'Courses', 'Books', 'Webpack Examples', 'Community Examples', 'Other',
    ]);
  });

  it('awesome-webpack links only to https addresses or site paths', () => {
    const links = [...page('awesome-webpack').body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link).toMatch(/^(https:\/\/|\/)/);
  });

  it('comparison puts webpack beside the other bundlers in one table', () => {
    const { body } = page('comparison');
    const header = body.split('\n').find((line) => line.startsWith('| Property |'));
    expect(header?.split('|').map((cell) => cell.trim()).filter(Boolean)).toEqual([
      'Property', 'webpack', 'Rollup', 'Parcel', 'esbuild', 'Vite', 'Rspack', 'Browserify',
    ]);
  });
});

describe('contribute and blog sections', () => {
  it('contribute pages are sorted index first, then 1 to 6', () => {
    const order = ['index', 'writers-guide', 'writing-a-loader', 'writing-a-plugin', 'plugin-patterns', 'release-process', 'debugging'];
    const sorts = order.map((name) => readPage(path.join(CONTENT, 'contribute', `${name}.mdx`)).data.sort);
    expect(sorts).toEqual([-1, 1, 2, 3, 4, 5, 6]);
  });

  it('blog posts carry the date of their file name', () => {
    const posts = sectionPages.filter((file) => /blog\/\d{4}-\d{2}-\d{2}-/.test(file));
    expect(posts).toHaveLength(2);
    for (const file of posts) {
      const { data } = readPage(file);
      expect(String(data.date)).toBe(path.basename(file).slice(0, 10));
      expect(data.title).toContain(`(${String(data.date)})`);
    }
    expect(readPage(path.join(CONTENT, 'blog', 'index.mdx')).data).toMatchObject({ title: 'Blog', sort: -1 });
  });

  it('the writer\'s guide explains the commands writers run', () => {
    const { body } = readPage(path.join(CONTENT, 'contribute', 'writers-guide.mdx'));
    for (const command of ['npm start', 'npm run build', 'LINKS=warn npm run build']) expect(body).toContain(command);
  });
});
