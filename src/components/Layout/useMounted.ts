import { useEffect, useState } from 'react';

/**
 * `false` on the server and during the first client render (hydration), `true` right after: lets a
 * component render browser-only state without a hydration mismatch.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
