/** How many votes a reader can spend, up and down together. */
export const VOTE_BUDGET = 10;
/** Where the reader's votes are kept (this browser's localStorage only). */
export const VOTES_STORAGE_KEY = 'docs-votes';

/** Votes per topic id: positive for "write or improve this", negative for "less important". */
export type Votes = Readonly<Record<string, number>>;

/** Votes spent: every vote counts, up or down. */
export function spentVotes(votes: Votes): number {
  return Object.values(votes).reduce((sum, count) => sum + Math.abs(count), 0);
}

/**
 * One more vote up (`+1`) or down (`-1`) on a topic. Moving back toward zero gives a vote back and is
 * always allowed; moving away from zero needs a vote left in the budget. Returns the same object when
 * nothing changes.
 */
export function castVote(votes: Votes, id: string, direction: 1 | -1, budget = VOTE_BUDGET): Votes {
  const current = votes[id] ?? 0;
  const next = current + direction;
  if (Math.abs(next) > Math.abs(current) && spentVotes(votes) >= budget) return votes;
  const { [id]: _removed, ...rest } = votes;
  return next === 0 ? rest : { ...rest, [id]: next };
}

/** Reads stored votes, keeping known topics only; anything unreadable or over budget starts afresh. */
export function readVotes(
  storage: Pick<Storage, 'getItem'> | undefined,
  topicIds: readonly string[],
  budget = VOTE_BUDGET,
): Votes {
  try {
    const raw = storage?.getItem(VOTES_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const votes: Record<string, number> = {};
    for (const [id, count] of Object.entries(parsed)) {
      if (topicIds.includes(id) && Number.isInteger(count) && count !== 0) votes[id] = count as number;
    }
    return spentVotes(votes) <= budget ? votes : {};
  } catch {
    return {};
  }
}

/** Saves votes; a browser that refuses storage (private mode, quota) keeps them for this visit only. */
export function writeVotes(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, votes: Votes): boolean {
  try {
    if (Object.keys(votes).length === 0) storage?.removeItem(VOTES_STORAGE_KEY);
    else storage?.setItem(VOTES_STORAGE_KEY, JSON.stringify(votes));
    return storage !== undefined;
  } catch {
    return false;
  }
}
