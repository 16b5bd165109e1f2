import { offlineManifestOf } from './offline-files.ts';
import { scratchFolder } from '../../tools/testing/scratch-folder.ts';

const site = (files: Record<string, string>) => scratchFolder('offline-files', files);

const built = {
  'index.html': '<html>home</html>',
  'concepts/index.html': '<html>concepts</html>',
  'concepts/printable/index.html': '<html>all of concepts</html>',
  'app-shell/index.html': '<html><div id="root"></div></html>',
  '404.html': 'not found',
  'main.0123abcd.js': 'main',
  '12.89abcdef.css': 'css',
  'assets/graph.0badf00d.svg': '<svg/>',
  'search-index.1234abcd.json': '{}',
  'favicon.svg': '<svg/>',
  'feed.xml': '<rss/>',
};

describe('offlineManifestOf', () => {
  it('lists every route but the app shell, printable copies and the not-found page, and every hashed file', () => {
    const dir = site(built);
    const manifest = offlineManifestOf(dir);
    expect(manifest.pages).toEqual(['/concepts/', '/']);
    expect(manifest.assets.sort()).toEqual([
      '/12.89abcdef.css',
      '/assets/graph.0badf00d.svg',
      '/main.0123abcd.js',
      '/search-index.1234abcd.json',
    ]);
    expect(manifest.bytes).toBe(
      ['<html>home</html>', '<html>concepts</html>', 'main', 'css', '<svg/>', '{}'].join('').length,
    );
    expect(manifest.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('changes its version when the build does', () => {
    const before = offlineManifestOf(site(built)).version;
    const after = offlineManifestOf(site({ ...built, 'main.0123abce.js': 'main' })).version;
    expect(after).not.toBe(before);
  });
});
