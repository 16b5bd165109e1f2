import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './SearchModal.css';
import { hostedSearchConfig } from '../../search/hosted';
import { localSearch } from './local-client';
import { relativeUrl, sanitizeHit } from './hits';

/**
 * The DocSearch modal, loaded on first open (this module and its ~94 KB of gzipped JS are a separate
 * chunk). Without a hosted index it answers from the embedded one; either way results open with the
 * router, nothing is personalised and nothing is stored.
 */

export interface SearchModalProps {
  initialQuery: string;
  onClose: () => void;
}

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type TransformItems = NonNullable<DocSearchModalProps['transformItems']>;
type HitComponent = NonNullable<DocSearchModalProps['hitComponent']>;

/** Swaps the Algolia client's network search for the in-memory one. Stable: DocSearch memoizes on it. */
const toLocalClient: TransformClient = (client) => ({
  search: localSearch().search as unknown as typeof client.search,
  addAlgoliaAgent: client.addAlgoliaAgent,
  transporter: client.transporter,
});

const transformItems: TransformItems = (items) =>
  items.map((item) => sanitizeHit({ ...item, url: relativeUrl(item.url) }));

const ResultLink: HitComponent = ({ hit, children }: { hit: { url: string }; children: ReactNode }) => (
  <Link to={hit.url}>{children}</Link>
);

const LOCAL = { appId: 'local', apiKey: 'local', indices: ['local'] };

/** Shown instead of "No results found for" when the index could not be fetched. */
const UNAVAILABLE = 'The search index could not be loaded (it needs a connection the first time). No results for';

export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const hosted = hostedSearchConfig();
  // Where the page was when search opened; DocSearch scrolls back there when it closes.
  const [initialScrollY] = useState(() => window.scrollY);
  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }) => void navigate(itemUrl),
      navigateNewTab: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener'),
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
  const source = hosted ? { appId: hosted.appId, apiKey: hosted.apiKey, indices: [hosted.indexName] } : LOCAL;
  return createPortal(
    <div className={hosted ? 'search-modal' : 'search-modal search-modal--local'}>
      <DocSearchModal
        {...source}
        transformSearchClient={hosted ? undefined : toLocalClient}
        transformItems={transformItems}
        hitComponent={ResultLink}
        navigator={navigator}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        placeholder="Search webpack documentation"
        insights={false}
        disableUserPersonalization
        translations={{
          searchBox: { searchInputLabel: 'Search webpack documentation' },
          noResultsScreen: available ? {} : { noResultsText: UNAVAILABLE },
        }}
      />
    </div>,
    document.body,
  );
}
