/**
 * A waiting service-worker update, for the `Reload to update` prompt. The registration chunk sets it;
 * the prompt reads it with `useSyncExternalStore`.
 */

type Apply = () => void;

let pending: Apply | null = null;
const listeners = new Set<() => void>();

/** Records that a new worker is waiting; `apply` asks it to take over (the page then reloads). */
export function setWaitingUpdate(apply: Apply): void {
  pending = apply;
  for (const listener of listeners) listener();
}

export function waitingUpdate(): Apply | null {
  return pending;
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
