import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded page to render the heading a URL hash names. */
const HASH_WAIT_MS = 3000;

function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    // scroll-padding-top on <html> keeps the heading clear of the fixed header.
    if (target) target.scrollIntoView();
    else if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** A URL hash scrolls to its anchor once it exists; any other navigation starts at the top. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (hash) return scrollToHash(hash);
    // On the first load the reader may already have scrolled the prerendered page: leave it.
    if (!initial) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
  return null;
}
