import { useOnline } from './useOnline';
import './OfflineBanner.css';

/** A bar along the bottom of the window while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      You are offline. Pages you have read or saved for offline reading still open.
    </div>
  );
}

/** Next to a content error while offline: why this page is missing. */
export function OfflinePageNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-note">
      You are offline, and this page has not been saved for offline reading. It loads once you are back online.
    </p>
  );
}
