import { useEffect, useRef, useState } from 'react';
import { whenNear } from '../../routes/prerendered';
import { initialsOf } from './initials';
import './ContributorsGrid.css';

export const AVATAR_SIZE = 45;
/** Avatars are fetched at twice their displayed size for sharp high-density screens. */
export const AVATAR_FETCH_SIZE = 90;
/** Becomes true once the element has been on screen; avatars are not requested before that. */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every browser the site supports has IntersectionObserver; without one the initials stay.
    if (!element || seen || typeof IntersectionObserver !== 'function') return undefined;
    return whenNear([element], '0px', () => setSeen(true));
  }, [ref, seen]);
  return seen;
}

function Avatar({ handle, load }: { handle: string; load: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!load || failed) {
    return (
      <span className="contributors__initials" aria-hidden="true">
        {initialsOf(handle)}
      </span>
    );
  }
  return (
    <img
      src={`https://github.com/${handle}.png?size=${AVATAR_FETCH_SIZE}`}
      alt=""
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** "{count} Contributors": who wrote and edited the page, avatars loaded once the grid is seen. */
export function ContributorsGrid({ contributors: handles }: { contributors: string[] }) {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  if (handles.length === 0) return null;
  return (
    <section className="contributors" ref={ref} aria-labelledby="contributors-title">
      <h2 id="contributors-title">{handles.length} Contributors</h2>
      <ul>
        {handles.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} target="_blank" rel="noopener noreferrer" title={handle}>
              <Avatar handle={handle} load={seen} />
              <span className="visually-hidden">{handle}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
