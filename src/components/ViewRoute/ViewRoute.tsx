import type { ReactNode } from 'react';
import type { LazyView } from '../../routes/lazy-view';
import { useLoaded } from '../../routes/use-loaded';
import { ContentPlaceholder, LoadError } from '../ContentRoute/ContentStates';

interface ViewRouteProps {
  view: LazyView<object>;
  /** The route's head while its view is loading or failed (the view renders its own). */
  head: ReactNode;
  /** What reserves the view's space while it loads. */
  placeholder?: ReactNode;
}

/**
 * A route whose view is a chunk of its own: rendered at once when loaded before the first render,
 * else a placeholder, then the view, or the content pages' error with a retry.
 */
export function ViewRoute({ view, head, placeholder = <ContentPlaceholder /> }: ViewRouteProps) {
  const loaded = useLoaded(view, '');
  if (loaded.status === 'ready') {
    const View = loaded.value;
    return <View />;
  }
  return (
    <>
      {head}
      {loaded.status === 'failed' ? <LoadError onRetry={loaded.retry} /> : placeholder}
    </>
  );
}
