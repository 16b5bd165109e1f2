import { useState } from 'react';
import type { PageMeta } from '../../shared/content/types';
import { EDIT_BASE } from '../../shared/site';
import './PageActions.css';

/** Where "Edit this page" goes: the page's own `edit` link, else the code host's editor for its file. */
export function editUrl(meta: Pick<PageMeta, 'edit' | 'path'>): string {
  return meta.edit ?? `${EDIT_BASE}${meta.path}`;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/**
 * `2026-11-24` → `24 November 2026`, the same on the server and in every browser. Not `Intl`: the
 * first `DateTimeFormat` of a page loads locale data, which cost long pages ~15 ms of hydration.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

function CopyMarkdownButton({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const response = await fetch(`${url}index.md`);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label = { idle: 'Copy page as Markdown', copied: 'Copied as Markdown', failed: 'Could not copy' }[state];
  return (
    <button type="button" className="page-actions__button" onClick={copy} aria-live="polite">
      {label}
    </button>
  );
}

const PENCIL = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4';
const PRINTER = 'M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d={path} />
    </svg>
  );
}

/** Edit and print, under the page's title (the full set of actions ends the article). */
export function PageTools({ meta }: { meta: PageMeta }) {
  return (
    <div className="page-tools">
      <a href={editUrl(meta)} target="_blank" rel="noopener noreferrer" aria-label="Edit this page">
        <Icon path={PENCIL} />
        Edit
      </a>
      <button type="button" onClick={() => window.print()} aria-label="Print this page">
        <Icon path={PRINTER} />
        Print
      </button>
    </div>
  );
}

/** Edit, print, copy and repository links of a content page, and when it last changed. */
export function PageActions({ meta }: { meta: PageMeta }) {
  return (
    <footer className="page-actions">
      <div className="page-actions__links">
        <a href={editUrl(meta)} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
        <button type="button" className="page-actions__button" onClick={() => window.print()}>
          Print this page
        </button>
        <CopyMarkdownButton url={meta.url} />
        {meta.repo && (
          <a href={meta.repo} target="_blank" rel="noopener noreferrer">
            Jump to repository
          </a>
        )}
      </div>
      {meta.lastUpdated && (
        <p className="page-actions__updated">
          Last updated on <time dateTime={meta.lastUpdated}>{formatDay(meta.lastUpdated)}</time>
        </p>
      )}
    </footer>
  );
}
