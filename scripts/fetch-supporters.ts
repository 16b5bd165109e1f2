import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Supporter } from '../src/data/supporters.ts';

/**
 * `npm run fetch:supporters`: refreshes `src/data/supporters.json` from Open Collective's public GraphQL
 * API (collective `webpack`). Needs the network; the build never runs it. On any failure the file is
 * left as it was and the script exits non-zero. See `src/data/README.md` for the file's shape.
 */

export const API_URL = 'https://api.opencollective.com/graphql/v2';
export const COLLECTIVE = 'webpack';
const PAGE_SIZE = 500;
const TIMEOUT_MS = 30000;
const OUT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/data/supporters.json');

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

async function query<T>(text: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: text, variables }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${API_URL} answered ${response.status} ${response.statusText}`);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  if (!body.data) throw new Error(`${API_URL} answered without data`);
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

async function main(): Promise<void> {
  const dateFrom = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString();
  const members = await allPages((offset) =>
    query<{ account: { members: Page<MemberNode> } | null }>(MEMBERS_QUERY, {
      slug: COLLECTIVE,
      limit: PAGE_SIZE,
      offset,
    }).then((data) => {
      if (!data.account) throw new Error(`collective "${COLLECTIVE}" not found`);
      return data.account.members;
    }),
  );
  const lastYear = await allPages((offset) =>
    query<{ transactions: Page<TransactionNode> }>(TRANSACTIONS_QUERY, {
      slug: COLLECTIVE,
      dateFrom,
      limit: PAGE_SIZE,
      offset,
    }).then((data) => data.transactions),
  );
  const supporters = toSupporters(members, lastYear);
  fs.writeFileSync(OUT_FILE, `${JSON.stringify(supporters, null, 2)}\n`);
  console.log(`wrote ${supporters.length} supporters to ${path.relative(process.cwd(), OUT_FILE)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: Error) => {
    console.error(`fetch:supporters failed, ${path.basename(OUT_FILE)} left unchanged: ${error.message}`);
    process.exitCode = 1;
  });
}
