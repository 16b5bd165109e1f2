import type { Supporter } from '../../../src/shared/data/supporters.ts';

/**
 * The supporters of the webpack collective from Open Collective's public GraphQL API: its members
 * (backers and sponsors) and last year's contributions, turned into the site's `Supporter` records.
 * See `src/shared/data/README.md` for their shape.
 */

export const API_URL = 'https://api.opencollective.com/graphql/v2';
export const COLLECTIVE = 'webpack';
const PAGE_SIZE = 500;

const MEMBERS_QUERY = `
  query Members($slug: String!, $limit: Int!, $offset: Int!) {
    account(slug: $slug) {
      members(role: [BACKER], limit: $limit, offset: $offset) {
        totalCount
        nodes {
          since
          totalDonations { valueInCents currency }
          tier { name }
          account { name slug imageUrl website }
        }
      }
    }
  }`;

const TRANSACTIONS_QUERY = `
  query Contributions($slug: String!, $dateFrom: DateTime!, $limit: Int!, $offset: Int!) {
    transactions(
      account: [{ slug: $slug }]
      type: CREDIT
      kind: [CONTRIBUTION]
      dateFrom: $dateFrom
      limit: $limit
      offset: $offset
    ) {
      totalCount
      nodes {
        amount { valueInCents currency }
        fromAccount { slug }
      }
    }
  }`;

interface Amount {
  valueInCents: number | null;
  currency: string | null;
}

interface MemberNode {
  since: string;
  totalDonations: Amount | null;
  tier: { name: string } | null;
  account: { name: string | null; slug: string; imageUrl: string | null; website: string | null } | null;
}

interface TransactionNode {
  amount: Amount | null;
  fromAccount: { slug: string } | null;
}

interface Page<T> {
  totalCount: number;
  nodes: T[];
}

export interface FetchOptions {
  /** Aborts every request (the build gives the whole fetch a few seconds). */
  signal: AbortSignal;
  /** The API's address; tests point it at a local server. */
  apiUrl?: string;
}

async function query<T>(text: string, variables: Record<string, unknown>, options: FetchOptions): Promise<T> {
  const url = options.apiUrl ?? API_URL;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: text, variables }),
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  if (!body.data) throw new Error(`${url} answered without data`);
  return body.data;
}

async function allPages<T>(fetchPage: (offset: number) => Promise<Page<T>>): Promise<T[]> {
  const nodes: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await fetchPage(offset);
    nodes.push(...page.nodes);
    if (page.nodes.length === 0 || nodes.length >= page.totalCount) return nodes;
  }
}

const dollars = (amount: Amount | null): number => (amount?.valueInCents ?? 0) / 100;
const round = (value: number): number => Math.round(value * 100) / 100;

/** Turns the API's members and last year's contributions into the file's records (pure; tested). */
export function toSupporters(members: MemberNode[], lastYear: TransactionNode[]): Supporter[] {
  const yearBySlug = new Map<string, number>();
  for (const transaction of lastYear) {
    const slug = transaction.fromAccount?.slug;
    if (slug) yearBySlug.set(slug, (yearBySlug.get(slug) ?? 0) + dollars(transaction.amount));
  }
  const bySlug = new Map<string, Supporter>();
  for (const member of members) {
    const account = member.account;
    if (!account) continue;
    const known = bySlug.get(account.slug);
    // One account can back several tiers: keep its largest total and its earliest date.
    const total = Math.max(known?.totalAmount ?? 0, dollars(member.totalDonations));
    const since = known && known.firstContribution < member.since ? known.firstContribution : member.since;
    bySlug.set(account.slug, {
      name: account.name ?? account.slug,
      slug: account.slug,
      avatar: account.imageUrl,
      website: account.website,
      totalAmount: round(total),
      monthlyAmount: round((yearBySlug.get(account.slug) ?? 0) / 12),
      firstContribution: since,
      tier: known?.tier ?? member.tier?.name ?? null,
    });
  }
  return [...bySlug.values()]
    .filter((supporter) => supporter.totalAmount > 0 || supporter.monthlyAmount > 0)
    .sort((a, b) => b.totalAmount - a.totalAmount || a.slug.localeCompare(b.slug));
}

/** Every supporter of the collective, ranked by total amount; throws on any failure. */
export async function fetchSupporters(options: FetchOptions): Promise<Supporter[]> {
  const dateFrom = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString();
  const members = await allPages((offset) =>
    query<{ account: { members: Page<MemberNode> } | null }>(
      MEMBERS_QUERY,
      { slug: COLLECTIVE, limit: PAGE_SIZE, offset },
      options,
    ).then((data) => {
      if (!data.account) throw new Error(`collective "${COLLECTIVE}" not found`);
      return data.account.members;
    }),
  );
  const lastYear = await allPages((offset) =>
    query<{ transactions: Page<TransactionNode> }>(
      TRANSACTIONS_QUERY,
      { slug: COLLECTIVE, dateFrom, limit: PAGE_SIZE, offset },
      options,
    ).then((data) => data.transactions),
  );
  return toSupporters(members, lastYear);
}
