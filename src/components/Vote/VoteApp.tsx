import { useState } from 'react';
import { Link } from 'react-router-dom';
import { VOTE_TOPICS, type VoteTopic } from '../../shared/data/vote-topics';
import { CODE_HOST_REPO } from '../../shared/site';
import { castVote, readVotes, spentVotes, VOTE_BUDGET, writeVotes, type Votes } from './votes';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface VoteAppProps {
  topics?: readonly VoteTopic[];
  /** Where votes are kept (injected in tests); this browser's localStorage by default. */
  storage?: Storage;
  budget?: number;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${Math.abs(count) === 1 ? '' : 's'}`;
}

/** The voting app: topics from `src/shared/data/vote-topics.json`, a fixed budget of votes, kept in this browser. */
export default function VoteApp({
  topics = VOTE_TOPICS,
  storage = browserStorage(),
  budget = VOTE_BUDGET,
}: VoteAppProps) {
  const [votes, setVotes] = useState<Votes>(() =>
    readVotes(
      storage,
      topics.map((topic) => topic.id),
      budget,
    ),
  );
  const left = budget - spentVotes(votes);

  const update = (next: Votes) => {
    if (next === votes) return;
    setVotes(next);
    writeVotes(storage, next);
  };

  return (
    <div className="vote__app">
      <div className="vote__status">
        <p className="vote__left" aria-live="polite">
          <strong>{left}</strong> of {budget} votes left
        </p>
        <button type="button" className="vote__reset" onClick={() => update({})} disabled={left === budget}>
          Take back all my votes
        </button>
      </div>
      <ol className="vote__topics">
        {topics.map((topic) => {
          const count = votes[topic.id] ?? 0;
          const titleId = `vote-topic-${topic.id}`;
          return (
            <li key={topic.id} className="vote__topic">
              <div className="vote__topic-text">
                <h2 id={titleId} className="vote__topic-title">
                  {topic.title}
                </h2>
                <p className="vote__topic-description">
                  {topic.description}{' '}
                  <Link to={topic.url}>
                    Current page<span className="visually-hidden">: {topic.title}</span>
                  </Link>
                </p>
              </div>
              <div className="vote__controls" role="group" aria-labelledby={titleId}>
                <button
                  type="button"
                  className="vote__button"
                  aria-label={`Vote down: ${topic.title}`}
                  disabled={count <= 0 && left === 0}
                  onClick={() => update(castVote(votes, topic.id, -1, budget))}
                >
                  −
                </button>
                <output className="vote__count" aria-label={`Your votes for ${topic.title}: ${plural(count, 'vote')}`}>
                  {count > 0 ? `+${count}` : count}
                </output>
                <button
                  type="button"
                  className="vote__button"
                  aria-label={`Vote up: ${topic.title}`}
                  disabled={count >= 0 && left === 0}
                  onClick={() => update(castVote(votes, topic.id, 1, budget))}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="vote__share">
        Want the team to hear about it? Tell them which topics you need in{' '}
        <a href={`${CODE_HOST_REPO}/issues`}>an issue on GitHub</a>.
      </p>
    </div>
  );
}
