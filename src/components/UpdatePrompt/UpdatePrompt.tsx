import { useState, useSyncExternalStore } from 'react';
import { subscribeToUpdates, waitingUpdate } from '../../service-worker/update-store';
import './UpdatePrompt.css';

/**
 * Shown when a new service worker is waiting: one click activates it, and the page reloads when it
 * takes control (`src/service-worker/register.ts`). Client-only state: nothing renders on the server.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdates, waitingUpdate, () => null);
  const [updating, setUpdating] = useState(false);
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version of the documentation is available.</span>
      <button
        type="button"
        className="button update-prompt__button"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          apply();
        }}
      >
        Reload to update
      </button>
    </div>
  );
}
