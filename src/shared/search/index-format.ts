/**
 * The search index file: what the build writes to `search-index.<hash>.json` and how the browser
 * expands it into searchable sections. Compact tuples, no repeated keys, and no section's full text: a
 * record ships the words it shows and each other word of its section once.
 */

/** 1: a page's opening text (before its first `##`), 2: a `##` section, 3: a `###` section. */
export type RecordLevel = 1 | 2 | 3;

export interface SearchIndexFile {
  version: 3;
  /**
   * lvl0 of the pages: `[top-level folder, title]` (`['api', 'Introduction']`: its index page's title,
   * else the folder's name capitalized), or `['', title]` for a page at the content root. The client
   * names a folder as the navigation does (`API`); see `expandIndex`.
   */
  sections: [string, string][];
  /** `[url, title, index into sections]`, url with a trailing slash. */
  pages: [string, string, number][];
  /**
   * `[index into pages, level, heading, anchor, snippet, words]`, in page order. `heading` is `''` for a
   * page's opening text (level 1, titled by the page); a level 3 record's `##` parent is the level 2
   * record before it. `anchor` is `''` when it is `slugOf(heading)` (or for level 1: none). `snippet`
   * is what a result shows: a page's description (level 1), else the section's opening prose, cut at a
   * word with `…`. `words` holds each other word of the section (prose and code) once, those whose index
   * terms the snippet and earlier words lack.
   */
  records: [number, RecordLevel, string, string, string, string][];
}

/** One searchable section of a page, expanded from the index file. */
export interface SearchDoc {
  id: number;
  /** Page URL plus `#anchor` for a section. */
  url: string;
  /** The page's URL, shared by the page record and its sections. */
  page: string;
  level: RecordLevel;
  lvl0: string;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  /** The record's own heading: the page title for level 1, else the `##`/`###` text. */
  heading: string;
  /** The headings above it (page title, parent `##`). */
  trail: string;
  /**
   * Where a page lives, as words: its section's name and its route (`Guides guides caching`); `''` for
   * its sections, which carry the page's title in `trail`.
   */
  route: string;
  /** The section's opening words (a page's description), shown and searched. */
  content: string;
  /** The rest of its words, searched with `content` but never shown. */
  words: string;
}

export const SEARCH_INDEX_VERSION = 3;

/** `search-index.<hash>.json`: the name of the index file in the output folder. */
export const SEARCH_INDEX_FILE = /^search-index\.[0-9a-f]+\.json$/;

/**
 * The anchor a heading gets (`output.filename` → `outputfilename`, `Step 1` → `step-1`), as
 * github-slugger makes it for plain headings. The build stores the anchors it does not predict
 * (duplicates, headings with markup), so an imperfect guess costs bytes, never a wrong link.
 */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** How a hit names its top-level section: the site passes the header's `sectionLabel`. */
export type SectionNamer = (folder: string, title: string) => string;

export function expandIndex(file: SearchIndexFile, nameSection: SectionNamer = (_, title) => title): SearchDoc[] {
  if (file.version !== SEARCH_INDEX_VERSION)
    throw new Error(`unsupported search index version ${String(file.version)}`);
  const sections = file.sections.map(([folder, title]) => nameSection(folder, title));
  let lastPage = -1;
  let lvl2 = '';
  return file.records.map(([pageIndex, level, ownHeading, anchor, content, words], id) => {
    const [pageUrl, title, sectionIndex] = file.pages[pageIndex];
    if (pageIndex !== lastPage) {
      lastPage = pageIndex;
      lvl2 = '';
    }
    if (level === 2) lvl2 = ownHeading;
    const lvl0 = sections[sectionIndex] ?? '';
    const hash = level === 1 ? '' : anchor || slugOf(ownHeading);
    return {
      id,
      url: hash ? `${pageUrl}#${hash}` : pageUrl,
      page: pageUrl,
      level,
      lvl0,
      lvl1: title,
      lvl2: level >= 2 ? lvl2 : '',
      lvl3: level === 3 ? ownHeading : '',
      heading: level === 1 ? title : ownHeading,
      trail: level === 1 ? '' : level === 2 ? title : `${title} ${lvl2}`,
      route: level === 1 ? `${lvl0} ${pageUrl.split('/').join(' ')}`.trim() : '',
      content,
      words,
    };
  });
}
