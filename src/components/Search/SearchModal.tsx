import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './SearchModal.css';
import { hostedSearchConfig, type HostedSearchConfig } from '../../shared/search/hosted';
import { localSearch } from './local-client';
import { markedParts, relativeUrl, sanitizeHit } from './hits';

/**
 * The DocSearch modal, loaded on first open (this module and DocSearch are a separate chunk). Without
 * a hosted index it answers from the embedded one; either way results open with the router, nothing
 * is personalised and nothing is stored.
 */

export interface SearchModalProps {
  initialQuery: string;
  onClose: () => void;
}

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type TransformItems = NonNullable<DocSearchModalProps['transformItems']>;
type HitComponent = NonNullable<DocSearchModalProps['hitComponent']>;
/**
 * What DocSearch's navigator is called with (its type comes from Algolia's autocomplete package,
 * which package.json overrides leave uninstalled: DocSearch's code bundles it, only its types import it).
 */
interface NavigatorTarget {
  itemUrl: string;
}

/** Swaps the Algolia client's network search for the in-memory one. Stable: DocSearch memoizes on it. */
const toLocalClient: TransformClient = (client) => ({
  search: localSearch().search as unknown as typeof client.search,
  addAlgoliaAgent: client.addAlgoliaAgent,
  transporter: client.transporter,
});

const transformItems: TransformItems = (items) =>
  items.map((item) => sanitizeHit({ ...item, url: relativeUrl(item.url) }));

/** Where the modal searches: the hosted index as configured, or the embedded one behind a stand-in client. */
export function searchSourceOf(
  hosted: HostedSearchConfig | null,
): Pick<DocSearchModalProps, 'appId' | 'apiKey' | 'indices' | 'transformSearchClient'> {
  return hosted
    ? { appId: hosted.appId, apiKey: hosted.apiKey, indices: [hosted.indexName] }
    : { appId: 'local', apiKey: 'local', indices: ['local'], transformSearchClient: toLocalClient };
}

/** Text with the `<mark>`s of a highlighted value, built as elements (never parsed as HTML). */
function Marked({ value }: { value: string }) {
  return markedParts(value).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

/**
 * A result links through the router. Under a section's heading and breadcrumb it shows the words that
 * matched in its text; a page's own hit and a hit on text alone show those already.
 */
const ResultLink: HitComponent = ({ hit, children }) => {
  const snippet = '_snippetResult' in hit ? hit._snippetResult?.content?.value : undefined;
  const section = hit.type !== 'lvl1' && hit.type !== 'content' && hit.type !== 'lvl0';
  return (
    <Link to={hit.url}>
      {children as ReactNode}
      {section && snippet ? (
        <span className="search-hit__snippet">
          <Marked value={snippet} />
        </span>
      ) : null}
    </Link>
  );
};

/** DocSearch 4 types this callback as required; without `askAi` the modal never calls it. */
const noAskAi = () => undefined;

/** Shown instead of "No results found for" when the index could not be fetched. */
const UNAVAILABLE = 'The search index could not be loaded (it needs a connection the first time). No results for';

export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const hosted = hostedSearchConfig();
  // Where the page was when search opened; DocSearch scrolls back there when it closes.
  const [initialScrollY] = useState(() => window.scrollY);
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }: NavigatorTarget) => void navigate(itemUrl),
      navigateNewTab: ({ itemUrl }: NavigatorTarget) => void window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }: NavigatorTarget) => void window.open(itemUrl, '_blank', 'noopener'),
    }),
    [navigate],
  );
  // Build the local engine while the reader types the first characters.
  const local = hosted === null;
  useEffect(() => {
    if (local)
      void localSearch()
        .ready()
        .catch(() => undefined);
  }, [local]);
  const search = localSearch();
  const available = useSyncExternalStore(search.subscribe, search.available, () => true);
  return createPortal(
    <div className={hosted ? 'search-modal' : 'search-modal search-modal--local'}>
      <DocSearchModal
        {...searchSourceOf(hosted)}
        transformItems={transformItems}
        hitComponent={ResultLink}
        navigator={navigator}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        placeholder="Search webpack documentation"
        insights={false}
        disableUserPersonalization
        onAskAiToggle={noAskAi}
        translations={{
          searchBox: { searchInputLabel: 'Search webpack documentation' },
          noResultsScreen: available || hosted ? {} : { noResultsText: UNAVAILABLE },
        }}
      />
    </div>,
    document.body,
  );
}
