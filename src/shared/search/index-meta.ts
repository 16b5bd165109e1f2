/**
 * The `<meta>` every prerendered page names the index with; the client reads it on first search. Its
 * own module: every page's script needs this name, while the index's format is the search chunk's.
 */
export const SEARCH_INDEX_META = 'search-index';
