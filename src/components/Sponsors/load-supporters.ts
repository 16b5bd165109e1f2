import { parseSupporters, type Supporter } from '../../shared/data/supporters';

/** The data file, relative to the build's generated folder: the key it has in the context below. */
export const SUPPORTERS_FILE = './supporters.json';

/** The subset of a webpack lazy context module this loader needs (a stand-in can be passed in tests). */
export interface DataContext {
  keys(): string[];
  (request: string): Promise<unknown>;
}

/**
 * The supporters the build found (`supporters.json` in its generated folder, see
 * scripts/pipeline/1-supporters/refresh.ts) as an optional module. A lazy context matches the file when it exists
 * and nothing when it does not, so the build works either way; when it exists it becomes its own chunk
 * (`supporters-data`), requested by the sponsors chunk only, so neither the first load nor the
 * prerendered HTML carries it.
 */
function supportersContext(): DataContext {
  return import.meta.webpackContext('@generated', {
    recursive: false,
    regExp: /^\.\/supporters\.json$/,
    mode: 'lazy',
    chunkName: 'supporters-data',
  }) as unknown as DataContext;
}

/**
 * Whether the build has supporters to show. The same answer on the server and in the browser (it is
 * decided when bundling), so the prerendered section can already be the right one.
 */
export function hasSupporters(context: DataContext = supportersContext()): boolean {
  return context.keys().includes(SUPPORTERS_FILE);
}

/** Loads and validates the supporters; a missing or malformed file counts as no supporters. */
export async function loadSupporters(context: DataContext = supportersContext()): Promise<Supporter[]> {
  if (!hasSupporters(context)) return [];
  const module = (await context(SUPPORTERS_FILE)) as { default?: unknown };
  return parseSupporters(module.default ?? module);
}
