import path from 'node:path';
import { buildContentIndex } from '../../scripts/pipeline/3-content-index/build-index.ts';
import {
  groupPages,
  nestAnchors,
  sectionLinks,
  sectionNav,
  sectionOfUrl,
  siblings,
} from '../../src/shared/content/navigation.ts';
import type { PageMeta } from '../../src/shared/content/types.ts';

const { root } = buildContentIndex({
  contentDir: path.resolve('test/fixtures/site/content'),
  rootDir: path.resolve('.'),
});

describe('navigation helpers', () => {
  it('finds the section of a route', () => {
    const sections = ['concepts', 'guides'];
    expect(sectionOfUrl('/concepts/modules/', sections)).toBe('concepts');
    expect(sectionOfUrl('/concepts/', sections)).toBe('concepts');
    expect(sectionOfUrl('/glossary/', sections)).toBe('');
    expect(sectionOfUrl('/', sections)).toBe('');
  });

  it('builds one section’s navigation data, index first', () => {
    const nav = sectionNav(root, 'concepts');
    expect(nav?.title).toBe('Concepts');
    expect(nav?.pages.map((page) => page.url)).toEqual(['/concepts/', '/concepts/loaders/', '/concepts/modules/']);
    expect(nav?.pages[0]).not.toHaveProperty('size');
  });

  it('lists root pages as the root section and directories as section links', () => {
    expect(sectionNav(root, '')?.pages.map((page) => page.url)).toEqual(['/', '/glossary/']);
    expect(sectionLinks(root).map((link) => link.section)).toEqual([
      'api',
      'blog',
      'concepts',
      'configuration',
      'loaders',
      'migrate',
      'plugins',
      'guides',
    ]);
  });

  it('finds previous and next pages in sidebar order', () => {
    const nav = sectionNav(root, 'concepts');
    if (!nav) throw new Error('no concepts');
    expect(siblings(nav, '/concepts/loaders/')).toMatchObject({
      previous: { url: '/concepts/' },
      next: { url: '/concepts/modules/' },
    });
    expect(siblings(nav, '/concepts/')).toMatchObject({ previous: undefined, next: { url: '/concepts/loaders/' } });
    expect(siblings(nav, '/concepts/modules/').next).toBeUndefined();
  });

  it('nests h3 anchors under their h2 and drops the repeated parent prefix', () => {
    const nested = nestAnchors([
      { title: 'output.filename', id: 'outputfilename', level: 2 },
      { title: 'output.library', id: 'outputlibrary', level: 2 },
      { title: 'output.library.type', id: 'outputlibrarytype', level: 3 },
      { title: 'Examples', id: 'examples', level: 3 },
    ]);
    expect(nested.map((anchor) => anchor.title)).toEqual(['output.filename', 'output.library']);
    expect(nested[1].children.map((anchor) => anchor.title)).toEqual(['type', 'Examples']);
  });

  it('groups pages by group name, keeping order', () => {
    const meta = (url: string, group?: string) => ({ url, group }) as PageMeta;
    const groups = groupPages([meta('/a/'), meta('/b/', 'CSS'), meta('/c/', 'CSS'), meta('/d/')]);
    expect(groups.map((group) => [group.group, group.pages.map((page) => page.url)])).toEqual([
      ['', ['/a/', '/d/']],
      ['CSS', ['/b/', '/c/']],
    ]);
  });
});
