import type { Supporter } from '../../shared/data/supporters';

/** How supporters are ranked: by all they ever gave, or by their average month over the last year. */
export type SponsorMode = 'total' | 'monthly';

/** Sponsors are listed by rank in this order. */
export const RANK_ORDER = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type Rank = (typeof RANK_ORDER)[number];
export type AmountRank = Exclude<Rank, 'latest'>;

/** Lowest amount (US dollars) of each rank; anything above zero below bronze is a backer. */
export const RANK_MINIMUMS: Record<SponsorMode, Record<Exclude<AmountRank, 'backer'>, number>> = {
  total: { platinum: 20000, gold: 10000, silver: 2500, bronze: 500 },
  monthly: { platinum: 2000, gold: 1000, silver: 250, bronze: 50 },
};

/** Supporters whose first contribution is this recent are also shown as the latest ones. */
export const LATEST_DAYS = 30;
export const LATEST_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RANK_TITLES: Record<Rank, string> = {
  latest: 'Latest sponsors',
  platinum: 'Platinum sponsors',
  gold: 'Gold sponsors',
  silver: 'Silver sponsors',
  bronze: 'Bronze sponsors',
  backer: 'Backers',
};

/** Logo height in pixels for each rank: bigger sponsors get bigger logos. */
export const RANK_LOGO_SIZE: Record<Rank, number> = {
  latest: 48,
  platinum: 96,
  gold: 72,
  silver: 56,
  bronze: 44,
  backer: 32,
};

export interface RankGroup {
  rank: Rank;
  supporters: Supporter[];
}

export function amountOf(supporter: Supporter, mode: SponsorMode): number {
  return mode === 'total' ? supporter.totalAmount : supporter.monthlyAmount;
}

/** The amount rank of a supporter in a mode, or `null` when they gave nothing that counts. */
export function rankOf(supporter: Supporter, mode: SponsorMode): AmountRank | null {
  const amount = amountOf(supporter, mode);
  if (!(amount > 0)) return null;
  const minimums = RANK_MINIMUMS[mode];
  if (amount >= minimums.platinum) return 'platinum';
  if (amount >= minimums.gold) return 'gold';
  if (amount >= minimums.silver) return 'silver';
  if (amount >= minimums.bronze) return 'bronze';
  return 'backer';
}

function byAmount(mode: SponsorMode) {
  return (a: Supporter, b: Supporter) => amountOf(b, mode) - amountOf(a, mode) || a.name.localeCompare(b.name);
}

/**
 * Groups supporters by rank in rank order (latest, platinum, gold, silver, bronze, backer),
 * biggest amount first inside a rank; empty ranks are left out. "Latest" lists the newest supporters
 * (first contribution within `LATEST_DAYS` of `now`), newest first; they keep their amount rank too.
 * In monthly mode, supporters who gave nothing over the last year are not listed.
 */
export function groupByRank(supporters: readonly Supporter[], mode: SponsorMode, now: number): RankGroup[] {
  const counted = supporters.filter((supporter) => rankOf(supporter, mode) !== null);
  const latest = counted
    .map((supporter) => ({ supporter, since: Date.parse(supporter.firstContribution) }))
    .filter(({ since }) => Number.isFinite(since) && since <= now && now - since <= LATEST_DAYS * DAY_MS)
    .sort((a, b) => b.since - a.since || a.supporter.name.localeCompare(b.supporter.name))
    .slice(0, LATEST_LIMIT)
    .map(({ supporter }) => supporter);
  const groups: RankGroup[] = RANK_ORDER.map((rank) => ({
    rank,
    supporters:
      rank === 'latest' ? latest : counted.filter((supporter) => rankOf(supporter, mode) === rank).sort(byAmount(mode)),
  }));
  return groups.filter((group) => group.supporters.length > 0);
}

/** The monthly mode is shown first about one time in three. */
export const MONTHLY_START_PROBABILITY = 0.33;

/** The mode a visit starts in, drawn from `random` (a `Math.random`-like source in [0, 1)). */
export function initialMode(random: () => number): SponsorMode {
  return random() < MONTHLY_START_PROBABILITY ? 'monthly' : 'total';
}
