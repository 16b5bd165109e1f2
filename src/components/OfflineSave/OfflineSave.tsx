import { useState, useSyncExternalStore } from 'react';
import { serviceWorkerEnabled } from '../../service-worker';
import type { SaveProgress } from './save-offline';
import './OfflineSave.css';

const noSubscription = () => () => undefined;
const supported = () => serviceWorkerEnabled() && 'caches' in window;

const OFFLINE = 'You are offline: connect to save the site for offline reading.';
const FAILED = 'Saving for offline failed. Check your connection and try again.';

/**
 * "Save for offline": fetches every page's HTML and chunks into the service worker's caches, with
 * progress. Usable only in the browser and where the worker can serve them; until then (and in the
 * prerendered HTML) the button is there but invisible, so its space is kept and nothing shifts when
 * it appears.
 */
export function OfflineSave() {
  const available = useSyncExternalStore(noSubscription, supported, () => false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgress>();
  const [message, setMessage] = useState('');

  const save = async () => {
    if (!navigator.onLine) {
      setMessage(OFFLINE);
      return;
    }
    setSaving(true);
    setProgress(undefined);
    setMessage('Saving for offline…');
    try {
      // The progress texts come with the code that saves: neither is part of every page's script.
      const offline = await import('./save-offline');
      const result = await offline.saveForOffline((current) => {
        setProgress(current);
        setMessage(offline.describeSaving(current));
      });
      setMessage(offline.describeSaved(result));
    } catch {
      setMessage(FAILED);
    } finally {
      setSaving(false);
    }
  };

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
          max={progress?.total ?? 1}
          value={progress?.done ?? 0}
        />
      )}
      <span className="offline-save__status" role="status" aria-live="polite">
        {message}
      </span>
    </div>
  );
}
