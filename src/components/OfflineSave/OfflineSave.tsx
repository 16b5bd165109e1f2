import { useState, useSyncExternalStore } from 'react';
import { serviceWorkerEnabled } from '../../service-worker';
import type { SaveProgress } from './save-offline';
import './OfflineSave.css';

type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; progress?: SaveProgress }
  | { status: 'saved'; progress: SaveProgress }
  | { status: 'failed'; message: string };

const noSubscription = () => () => undefined;
const supported = () => serviceWorkerEnabled() && 'caches' in window;

function describe(state: SaveState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'saving':
      return state.progress
        ? `Saving for offline… ${state.progress.done} of ${state.progress.total} files`
        : 'Saving for offline…';
    case 'saved':
      return state.progress.failed === 0
        ? `Saved ${state.progress.pages} pages for offline reading.`
        : `Saved for offline reading, except ${state.progress.failed} of ${state.progress.total} files. Try again to finish.`;
    case 'failed':
      return state.message;
  }
}

/**
 * "Save for offline": fetches every page's HTML and chunks into the service worker's caches, with
 * progress. Usable only in the browser and where the worker can serve them; until then (and in the
 * prerendered HTML) the button is there but invisible, so its space is kept and nothing shifts when
 * it appears.
 */
export function OfflineSave() {
  const available = useSyncExternalStore(noSubscription, supported, () => false);
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  const save = async () => {
    if (!navigator.onLine) {
      setState({ status: 'failed', message: 'You are offline: connect to save the site for offline reading.' });
      return;
    }
    setState({ status: 'saving' });
    try {
      const { saveForOffline } = await import('./save-offline');
      const progress = await saveForOffline((current) => setState({ status: 'saving', progress: current }));
      setState({ status: 'saved', progress });
    } catch {
      setState({ status: 'failed', message: 'Saving for offline failed. Check your connection and try again.' });
    }
  };

  const saving = state.status === 'saving';
  return (
    <div className={available ? 'offline-save' : 'offline-save offline-save--unavailable'}>
      <button
        type="button"
        className="outline-button offline-save__button"
        disabled={saving || !available}
        onClick={() => void save()}
      >
        Save for offline
      </button>
      {saving && (
        <progress
          className="offline-save__progress"
          aria-label="Saving for offline"
          max={state.progress?.total ?? 1}
          value={state.progress?.done ?? 0}
        />
      )}
      <span className="offline-save__status" role="status" aria-live="polite">
        {describe(state)}
      </span>
    </div>
  );
}
