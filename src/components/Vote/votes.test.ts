import { castVote, readVotes, spentVotes, VOTE_BUDGET, VOTES_STORAGE_KEY, writeVotes } from './votes';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('votes', () => {
  it('counts votes up and down against one budget of 10', () => {
    expect(VOTE_BUDGET).toBe(10);
    expect(spentVotes({ a: 3, b: -2 })).toBe(5);
  });

  it('spends votes until the budget is gone, and always lets a vote be taken back', () => {
    let votes = {};
    for (let i = 0; i < 12; i += 1) votes = castVote(votes, 'a', 1);
    expect(votes).toEqual({ a: 10 });
    expect(castVote(votes, 'b', -1)).toBe(votes);
    votes = castVote(votes, 'a', -1);
    expect(votes).toEqual({ a: 9 });
    votes = castVote(votes, 'b', -1);
    expect(votes).toEqual({ a: 9, b: -1 });
    expect(castVote({ a: 1 }, 'a', -1)).toEqual({});
  });

  it('reads back what it wrote, dropping unknown topics and anything broken or over budget', () => {
    const storage = memoryStorage();
    expect(writeVotes(storage, { a: 2, b: -1 })).toBe(true);
    expect(readVotes(storage, ['a', 'b'])).toEqual({ a: 2, b: -1 });
    expect(readVotes(storage, ['a'])).toEqual({ a: 2 });
    writeVotes(storage, {});
    expect(storage.data.has(VOTES_STORAGE_KEY)).toBe(false);
    expect(readVotes(memoryStorage({ [VOTES_STORAGE_KEY]: '{not json' }), ['a'])).toEqual({});
    expect(readVotes(memoryStorage({ [VOTES_STORAGE_KEY]: '{"a":11}' }), ['a'])).toEqual({});
    expect(readVotes(memoryStorage({ [VOTES_STORAGE_KEY]: '{"a":1.5}' }), ['a'])).toEqual({});
    expect(readVotes(undefined, ['a'])).toEqual({});
  });
});
