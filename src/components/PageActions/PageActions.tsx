import { useState } from 'react';
import type { PageMeta } from '../../content/types';
import { EDIT_BASE } from '../../site';
import './PageActions.css';

/** Where "Edit this page" goes: the page's own `edit` link, else the code host's editor for its file. */
export function editUrl(meta: Pick<PageMeta, 'edit' | 'path'>): string {
  return meta.edit ?? `${EDIT_BASE}${meta.path}`;
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

/** Edit, print, copy and repository links of a content page. */
export function PageActions({ meta }: { meta: PageMeta }) {
  return (
    <div className="page-actions">
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
  );
}
