import { useEffect, useState } from 'react';
import type { Anchor } from '../../content/types';
import { nestAnchors } from '../../content/navigation';
import './TableOfContents.css';

/** The id of the heading the reader is in: the last one above the top fifth of the viewport. */
function useActiveAnchor(anchors: Anchor[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (anchors.length === 0 || typeof IntersectionObserver !== 'function') return undefined;
    const headings = anchors
      .map((anchor) => document.getElementById(anchor.id))
      .filter((element): element is HTMLElement => element !== null);
    const update = () => {
      const line = window.innerHeight / 5;
      const above = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
      setActive((above[above.length - 1] ?? headings[0])?.id);
    };
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -80% 0px' });
    headings.forEach((heading) => observer.observe(heading));
    update();
    return () => observer.disconnect();
  }, [anchors]);
  return active;
}

/** "On this page": the page's h2/h3 anchors, the section in view highlighted. */
export function TableOfContents({ anchors }: { anchors: Anchor[] }) {
  const active = useActiveAnchor(anchors);
  if (anchors.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 className="toc__title" id="toc-title">
        On this page
      </h2>
      <ul>
        {nestAnchors(anchors)
          .flatMap((anchor) => [anchor, ...anchor.children])
          .map((anchor) => (
            <li key={anchor.id} className={anchor.level === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
              <a href={`#${anchor.id}`} aria-current={anchor.id === active ? 'location' : undefined}>
                {anchor.title}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
