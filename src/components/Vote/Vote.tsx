import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PageHead } from '../PageHead/PageHead';
import { VOTE_HEAD } from '../../shared/site';
import { VOTE_ROUTE } from '../../shared/content/routes';
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

/** How many skeleton topics stand in for the real ones while the app loads. */
const SKELETON_TOPICS = 6;

/**
 * What stands in for the voting app until its chunk has rendered: the status row and topic rows as
 * grey shapes of the same boxes. The slot around both keeps at least a screen's height, so the
 * footer is below the fold before the app arrives and the swap moves nothing in view.
 */
function Loading() {
  return (
    <div className="vote__skeleton" aria-busy="true">
      <div className="vote__status">
        <p className="vote__left vote__loading">Loading the topics…</p>
        <span className="vote__reset vote__skeleton-shape vote__skeleton-reset" aria-hidden="true" />
      </div>
      <ol className="vote__topics" aria-hidden="true">
        {Array.from({ length: SKELETON_TOPICS }, (_, index) => (
          <li key={index} className="vote__topic">
            <div className="vote__topic-text">
              <p className="vote__topic-title">
                <span className="vote__skeleton-text">Documentation topic</span>
              </p>
              <p className="vote__topic-description">
                <span className="vote__skeleton-text">
                  What a reader would get if this topic were written or improved next.
                </span>
              </p>
            </div>
            <div className="vote__controls">
              <span className="vote__button vote__skeleton-shape" />
              <span className="vote__count" />
              <span className="vote__button vote__skeleton-shape" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The vote page's prerendered shell; the voting app itself loads and renders in the browser. */
export function Vote() {
  const inBrowser = useInBrowser();
  return (
    <div className="page vote" id="main-content">
      <PageHead title={VOTE_HEAD.title} url={VOTE_ROUTE} description={VOTE_HEAD.description} />
      <h1 className="page__title">Vote</h1>
      <p>
        Which documentation topics should be written or improved next? Spend your votes on the topics below: up for the
        ones you need, down for the ones that matter less to you.
      </p>
      <p className="vote__notice">
        <strong>Your votes are stored in this browser only.</strong> They are not sent anywhere, nobody else can see
        them, and clearing your browser data removes them.
      </p>
      <div className="vote__slot">
        {inBrowser ? (
          <Suspense fallback={<Loading />}>
            <VoteApp />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
