import fs from 'node:fs';
import path from 'node:path';
import { parseSupporters, type Supporter } from '../../../src/shared/data/supporters.ts';
import { fetchSupporters, type FetchOptions } from './open-collective.ts';

/**
 * The supporters data of a build: `supporters.json` in the generated folder, which the home page
 * bundles (see src/components/Sponsors/load-supporters.ts). It exists only when there are supporters
 * to show, so that the page knows when it renders, server side, whether it has any.
 */
export const SUPPORTERS_DATA = 'supporters.json';

/** How long a build waits for Open Collective before it makes do with the last snapshot. */
export const BUILD_TIMEOUT_MS = 15000;

export interface RefreshOptions {
  /** The folder the data goes to (the build's generated folder). */
  outDir: string;
  /** A file to use instead of asking Open Collective (the fixture site's build). */
  fixture?: string;
  timeoutMs?: number;
  /** Stands in for Open Collective in tests. */
  fetch?: (options: FetchOptions) => Promise<Supporter[]>;
}

export type RefreshResult =
  { source: 'fetched' | 'fixture' | 'snapshot'; count: number; error?: string } | { source: 'none'; error?: string };

function write(file: string, supporters: Supporter[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (supporters.length === 0) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, `${JSON.stringify(supporters, null, 1)}\n`);
}

function snapshotCount(file: string): number {
  try {
    return parseSupporters(JSON.parse(fs.readFileSync(file, 'utf8'))).length;
  } catch {
    return 0;
  }
}

/**
 * Fetches the supporters (the network allowing, within `timeoutMs`) and writes them; when that fails,
 * the last fetched snapshot stays; with none, there is no data and the home page says how to sponsor.
 * Never throws: supporters are not worth failing a build for.
 */
export async function refreshSupporters(options: RefreshOptions): Promise<RefreshResult> {
  const file = path.join(options.outDir, SUPPORTERS_DATA);
  if (options.fixture) {
    const supporters = parseSupporters(JSON.parse(fs.readFileSync(options.fixture, 'utf8')));
    write(file, supporters);
    return { source: 'fixture', count: supporters.length };
  }
  try {
    const load = options.fetch ?? fetchSupporters;
    const supporters = await load({ signal: AbortSignal.timeout(options.timeoutMs ?? BUILD_TIMEOUT_MS) });
    write(file, supporters);
    return supporters.length > 0 ? { source: 'fetched', count: supporters.length } : { source: 'none' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const count = snapshotCount(file);
    if (count === 0) fs.rmSync(file, { force: true });
    return count > 0 ? { source: 'snapshot', count, error: message } : { source: 'none', error: message };
  }
}

export function formatRefresh(result: RefreshResult): string {
  const why = result.error ? ` (Open Collective: ${result.error})` : '';
  switch (result.source) {
    case 'fetched':
      return `supporters: ${result.count} fetched from Open Collective`;
    case 'fixture':
      return `supporters: ${result.count} from the fixture file`;
    case 'snapshot':
      return `supporters: ${result.count} from the last fetched snapshot${why}`;
    default:
      return `supporters: none; the home page shows how to become one${why}`;
  }
}
