import fs from 'node:fs';
import { parseSupporters, type Supporter } from '../../shared/data/supporters';
import { groupByRank, initialMode, LATEST_DAYS, MONTHLY_START_PROBABILITY, RANK_ORDER, rankOf } from './ranks';

const fixture: Supporter[] = parseSupporters(
  JSON.parse(fs.readFileSync(new URL('../../../test/fixtures/supporters.json', import.meta.url), 'utf8')),
);
const NOW = Date.parse('2026-11-22T00:00:00.000Z');
const names = (supporters: Supporter[]) => supporters.map((supporter) => supporter.name);

describe('sponsor ranks', () => {
  it('orders ranks as the spec says', () => {
    expect(RANK_ORDER).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
  });

  it('reads the whole fixture as valid supporters', () => {
    expect(fixture).toHaveLength(7);
  });

  it('groups by total amount in rank order, biggest first, with the newest supporters first', () => {
    const groups = groupByRank(fixture, 'total', NOW);
    expect(groups.map((group) => group.rank)).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
    expect(names(groups[0].supporters)).toEqual(['Example Newcomer']);
    expect(names(groups[1].supporters)).toEqual(['Example Platinum Corp']);
    expect(names(groups[2].supporters)).toEqual(['Example Gold Ltd']);
    expect(names(groups[3].supporters)).toEqual(['Example Silver GmbH']);
    expect(names(groups[4].supporters)).toEqual(['Example Bronze Studio', 'Example Newcomer']);
    expect(names(groups[5].supporters)).toEqual(['Example Backer Without Logo', 'Example Former Backer']);
  });

  it('ranks by average monthly amount instead and leaves out who gave nothing last year', () => {
    const groups = groupByRank(fixture, 'monthly', NOW);
    const byRank = Object.fromEntries(groups.map((group) => [group.rank, names(group.supporters)]));
    expect(byRank).toEqual({
      latest: ['Example Newcomer'],
      platinum: ['Example Platinum Corp'],
      gold: ['Example Silver GmbH'],
      silver: ['Example Gold Ltd'],
      bronze: ['Example Bronze Studio', 'Example Newcomer'],
      backer: ['Example Backer Without Logo'],
    });
  });

  it('counts as latest only contributions from the last LATEST_DAYS days, and leaves out empty ranks', () => {
    const later = NOW + (LATEST_DAYS + 1) * 24 * 60 * 60 * 1000;
    const groups = groupByRank(fixture, 'total', later);
    expect(groups.map((group) => group.rank)).not.toContain('latest');
    expect(groupByRank([], 'total', NOW)).toEqual([]);
  });

  it('gives nobody a rank for nothing', () => {
    const ghost = { ...fixture[0], totalAmount: 0, monthlyAmount: 0 };
    expect(rankOf(ghost, 'total')).toBeNull();
    expect(rankOf(ghost, 'monthly')).toBeNull();
  });

  it('starts in monthly mode when the random draw is below 0.33', () => {
    expect(MONTHLY_START_PROBABILITY).toBe(0.33);
    expect(initialMode(() => 0)).toBe('monthly');
    expect(initialMode(() => 0.3299)).toBe('monthly');
    expect(initialMode(() => 0.33)).toBe('total');
    expect(initialMode(() => 0.99)).toBe('total');
  });

  it('starts monthly about one time in three over many visits', () => {
    let seed = 42;
    // A small deterministic generator (LCG) stands in for Math.random.
    const random = () => {
      seed = (seed * 1664525 + 1013904223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    const runs = 10000;
    const monthly = Array.from({ length: runs }, () => initialMode(random)).filter((mode) => mode === 'monthly');
    expect(monthly.length / runs).toBeGreaterThan(0.31);
    expect(monthly.length / runs).toBeLessThan(0.35);
  });

  it('drops malformed entries of the data file', () => {
    expect(parseSupporters({})).toEqual([]);
    expect(parseSupporters([{ name: 'x' }, fixture[0]])).toEqual([fixture[0]]);
  });
});
