import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { releaseDocument, type MdxContent } from '../../content/page-store';
import { hydrateIslands } from '../Island/Island';
import { isInternal } from '../MdxLink/MdxLink';

/**
 * React leaves the children of an element whose content is set with `dangerouslySetInnerHTML` alone:
 * hydration neither walks nor compares them, and the DOM is written only when the `__html` string
 * changes. This one is a constant empty string, so no data ever goes through it: it only tells React
 * that the article's nodes are not its own.
 */
const PRERENDERED = { __html: '' };

/** Clicks on links to site pages navigate client-side, as `MdxLink` does in a rendered article. */
function followSiteLinks(body: HTMLElement, navigate: NavigateFunction): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !isInternal(href) || (link.target && link.target !== '_self')) return;
    event.preventDefault();
    navigate(href);
  };
  body.addEventListener('click', onClick);
  return () => body.removeEventListener('click', onClick);
}

/**
 * The article body of the page the browser first opened, kept as the server rendered it: the page's
 * MDX chunk is not needed to show or hydrate it. Its islands (copy buttons, ...) hydrate on their own
 * and its site links navigate client-side. Once it leaves the screen, the page needs its chunk to
 * render again.
 */
function PrerenderedBody() {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useLayoutEffect(() => {
    const body = ref.current!;
    // Rendered rather than hydrated (React recovering from a mismatch elsewhere): nothing to keep.
    if (!body.hasChildNodes()) {
      releaseDocument();
      return undefined;
    }
    const unmountIslands = hydrateIslands(body);
    return () => {
      unmountIslands();
      releaseDocument();
    };
  }, []);

  useEffect(() => followSiteLinks(ref.current!, navigate), [navigate]);

  return <div className="page__body" ref={ref} dangerouslySetInnerHTML={PRERENDERED} suppressHydrationWarning />;
}

/** A page's article body: its MDX content, or, on the first page opened, the prerendered one. */
export function PageBody({ Content }: { Content?: MdxContent }) {
  if (!Content) return <PrerenderedBody />;
  return (
    <div className="page__body">
      <Content />
    </div>
  );
}
