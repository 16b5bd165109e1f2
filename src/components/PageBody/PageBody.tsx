import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { releaseDocument, type MdxContent } from '../../content/page-store';
import { hydrateIslands } from '../Island/Island';
import { PRERENDERED, followSiteLinks } from '../../routes/prerendered';

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
