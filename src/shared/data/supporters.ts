/**
 * One financial contributor of the webpack collective on Open Collective, as the build stores them
 * (a JSON array of these, see `scripts/pipeline/1-supporters/refresh.ts` and `src/shared/data/README.md`). All amounts
 * are in US dollars.
 */
export interface Supporter {
  /** Display name. */
  name: string;
  /** Open Collective account slug: unique, used as the React key and for the profile link. */
  slug: string;
  /** Logo or avatar image URL, or `null` when the account has none (the name shows instead). */
  avatar: string | null;
  /** The supporter's own website, or `null` (their Open Collective profile is linked then). */
  website: string | null;
  /** Everything given to the collective since the first contribution. */
  totalAmount: number;
  /** Average monthly amount over the last twelve months (the year's sum divided by 12). */
  monthlyAmount: number;
  /** Date of the first contribution, ISO 8601 (`2019-04-01` or a full timestamp). */
  firstContribution: string;
  /** Name of the Open Collective tier they chose, or `null` for custom contributions. */
  tier: string | null;
}

/** Where a supporter's logo links: their website when they have one, else their collective profile. */
export function supporterLink(supporter: Pick<Supporter, 'slug' | 'website'>): string {
  return supporter.website ?? `https://opencollective.com/${supporter.slug}`;
}

/** Keeps the well-formed entries of an unknown JSON value: the file is data, not code. */
export function parseSupporters(value: unknown): Supporter[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is Supporter => {
    if (typeof entry !== 'object' || entry === null) return false;
    const item = entry as Record<string, unknown>;
    return (
      typeof item.name === 'string' &&
      typeof item.slug === 'string' &&
      typeof item.totalAmount === 'number' &&
      typeof item.monthlyAmount === 'number' &&
      typeof item.firstContribution === 'string' &&
      (item.avatar === null || typeof item.avatar === 'string') &&
      (item.website === null || typeof item.website === 'string') &&
      (item.tier === null || typeof item.tier === 'string')
    );
  });
}
