import topics from './vote-topics.json';

/** A documentation topic readers can vote on (`src/shared/data/vote-topics.json`). */
export interface VoteTopic {
  /** Stable identifier: votes are stored in the browser under it, so never rename one. */
  id: string;
  title: string;
  /** One sentence: what a reader would get if the topic were written or improved. */
  description: string;
  /** The existing page the topic is about. */
  url: string;
}

export const VOTE_TOPICS: readonly VoteTopic[] = topics;
