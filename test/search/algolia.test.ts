import { answerSearch } from '../../src/components/Search/algolia.ts';
import { expandIndex } from '../../src/shared/search/index-format.ts';
import { createEngine } from '../../src/shared/search/rank.ts';
import { markedParts, relativeUrl, sanitizeHighlight, sanitizeHit } from '../../src/components/Search/hits.ts';
import { createLocalSearch } from '../../src/components/Search/local-client.ts';
import { fetchIndex } from '../../src/components/Search/index-loader.ts';
import { INDEX } from './fixtures.ts';

const engine = createEngine(expandIndex(INDEX));

/** What the DocSearch 5 modal sends for one keystroke. */
const request = (query: string) => ({
  query,
  indexName: 'local',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
});

describe('answerSearch', () => {
  it('answers with DocSearch records: hierarchy, type, url and anchor', () => {
    const { results } = answerSearch(engine, { requests: [request('output.filename')] });
    expect(results).toHaveLength(1);
    const [first] = results[0].hits;
    expect(first).toMatchObject({
      url: '/configuration/output/#outputfilename',
      url_without_anchor: '/configuration/output/',
      anchor: 'outputfilename',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'Configuration',
        lvl1: 'Output',
        lvl2: 'output.filename',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    expect(first._highlightResult.hierarchy.lvl2).toEqual({
      value: '<mark>output.filename</mark>',
      matchLevel: 'full',
      matchedWords: ['output.filename'],
    });
    expect(results[0]).toMatchObject({
      nbHits: results[0].hits.length,
      page: 0,
      hitsPerPage: 20,
      query: 'output.filename',
      index: 'local',
    });
  });

  it('labels a hit found in the text (not the heading) as content, with a snippet', () => {
    const { results } = answerSearch(engine, { requests: [request('backend')] });
    const proxy = results[0].hits.find((hit) => hit.anchor === 'devserverproxy')!;
    expect(proxy.type).toBe('content');
    expect(proxy._snippetResult.content?.value).toContain('<mark>backend</mark>');
  });

  it('escapes page text in every value the modal renders as HTML', () => {
    const { results } = answerSearch(engine, { requests: [request('alert')] });
    const [hit] = results[0].hits;
    expect(hit.url).toBe('/plugins/split-chunks-plugin/');
    expect(hit._snippetResult.content?.value).toContain('&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;');
    expect(hit.content).not.toMatch(/<script/);
    expect(JSON.stringify(hit)).not.toMatch(/<script/);
  });

  it('pages, answers empty queries and facet requests without hits, and takes legacy arrays', () => {
    const paged = answerSearch(engine, { requests: [{ ...request('output'), hitsPerPage: 2, page: 1 }] }).results[0];
    expect(paged.hits).toHaveLength(2);
    expect(paged.nbPages).toBe(Math.ceil(paged.nbHits / 2));
    expect(answerSearch(engine, { requests: [request('')] }).results[0].hits).toEqual([]);
    expect(
      answerSearch(engine, { requests: [{ indexName: 'local', query: '', hitsPerPage: 0, facets: ['lang'] }] })
        .results[0],
    ).toMatchObject({ hits: [], facets: {} });
    expect(
      answerSearch(engine, [{ indexName: 'local', params: { query: 'devServer.proxy' } }]).results[0].hits[0].anchor,
    ).toBe('devserverproxy');
  });
});

describe('hits from a hosted index', () => {
  it('are made relative', () => {
    expect(relativeUrl('https://webpack.js.org/guides/caching/#output')).toBe('/guides/caching/#output');
    expect(relativeUrl('//webpack.js.org/api/?q=1')).toBe('/api/?q=1');
    expect(relativeUrl('/concepts/')).toBe('/concepts/');
  });

  it('keep our <mark> tags and lose any other markup', () => {
    expect(sanitizeHighlight('<mark>a</mark> <script>x</script> <img src=x onerror=alert(1)> &lt;ok&gt;')).toBe(
      '<mark>a</mark> &lt;script&gt;x&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &lt;ok&gt;',
    );
    const hit = sanitizeHit({
      url: '/a/',
      hierarchy: { lvl0: 'A', lvl1: '<b>B</b>' },
      content: '<i>c</i>',
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>B</mark><svg onload=x>' } } },
      _snippetResult: { content: { value: '<mark>c</mark>' } },
    });
    expect(hit).toEqual({
      url: '/a/',
      hierarchy: { lvl0: 'A', lvl1: '&lt;b&gt;B&lt;/b&gt;' },
      content: '&lt;i&gt;c&lt;/i&gt;',
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>B</mark>&lt;svg onload=x&gt;' } } },
      _snippetResult: { content: { value: '<mark>c</mark>' } },
    });
  });
});

describe('a snippet shown under a section hit', () => {
  it('is split into marked and plain text, entities decoded, never parsed as markup', () => {
    expect(markedParts('a &lt;b&gt; <mark>c&amp;d</mark> &#039;e&#x27; <img src=x>')).toEqual([
      { text: 'a <b> ', marked: false },
      { text: 'c&d', marked: true },
      { text: " 'e' <img src=x>", marked: false },
    ]);
    expect(markedParts('')).toEqual([]);
  });
});

describe('the local client', () => {
  it('loads the index once and answers the modal from memory', async () => {
    let loads = 0;
    const local = createLocalSearch(async () => {
      loads += 1;
      return INDEX;
    });
    const first = await local.search({ requests: [request('devServer.proxy')] });
    await local.search({ requests: [request('output.path')] });
    expect(first.results[0].hits[0].anchor).toBe('devserverproxy');
    expect(loads).toBe(1);
  });

  it('names the section of a hit as the navigation does: API, not its index page title Introduction', async () => {
    const local = createLocalSearch(async () => INDEX);
    const { results } = await local.search({ requests: [request('import.meta.webpackHot')] });
    const [hit] = results[0].hits;
    expect(hit.url).toBe('/api/hot-module-replacement/');
    expect(hit.hierarchy).toMatchObject({ lvl0: 'API', lvl1: 'Hot Module Replacement' });
  });

  it('answers with no hits while the index cannot load, says so, and retries on the next search', async () => {
    let attempts = 0;
    const local = createLocalSearch(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return INDEX;
    });
    let changes = 0;
    local.subscribe(() => (changes += 1));
    const offline = await local.search({ requests: [request('output')] });
    expect(offline.results[0]).toMatchObject({ hits: [], nbHits: 0, query: 'output' });
    expect(local.available()).toBe(false);
    const online = await local.search({ requests: [request('output')] });
    expect(online.results[0].hits.length).toBeGreaterThan(0);
    expect(local.available()).toBe(true);
    expect(changes).toBe(2);
  });

  it("reports a missing or unreachable index as DocSearch's RetryError", async () => {
    await expect(fetchIndex(null)).rejects.toMatchObject({ name: 'RetryError' });
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(fetchIndex('/search-index.x.json', offline)).rejects.toMatchObject({ name: 'RetryError' });
    const missing = (async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    await expect(fetchIndex('/search-index.x.json', missing)).rejects.toThrow('HTTP 404');
  });
});
