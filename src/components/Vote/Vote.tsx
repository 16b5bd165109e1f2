import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PageHead } from '../PageHead/PageHead';
import './Vote.css';

/** The voting app is its own chunk: requested only on this page, and only in the browser. */
const VoteApp = lazy(() => import(/* webpackChunkName: "vote" */ './VoteApp'));

const subscribeNever = () => () => undefined;

/** `false` on the server and while hydrating, `true` once the browser has taken over. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function Loading() {
  return (
    <p className="vote__loading" aria-busy="true">
      Loading the topics…
    </p>
  );
}

/** The vote page's prerendered shell; the voting app itself loads and renders in the browser. */
export function Vote() {
  const inBrowser = useInBrowser();
  return (
    <div className="page vote" id="main-content">
      <PageHead
        title="Vote"
        url="/vote/"
        description="Vote on the webpack documentation topics you want written or improved next."
      />
      <h1 className="page__title">Vote</h1>
      <p>
        Which documentation topics should be written or improved next? Spend your votes on the topics below: up for the
        ones you need, down for the ones that matter less to you.
      </p>
      <p className="vote__notice">
        <strong>Your votes are stored in this browser only.</strong> They are not sent anywhere, nobody else can see
        them, and clearing your browser data removes them.
      </p>
      {inBrowser ? (
        <Suspense fallback={<Loading />}>
          <VoteApp />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}
