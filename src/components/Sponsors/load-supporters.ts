import { parseSupporters, type Supporter } from '../../data/supporters';

/**
 * The supporters file as its own hashed asset (`assets/supporters.<hash>.json`): fetched by the
 * sponsors chunk only, so neither the first load nor the prerendered HTML carries it.
 */
export const SUPPORTERS_URL = new URL('../../data/supporters.json', import.meta.url).href;

/** Fetches and validates the supporters; a missing or malformed file counts as no supporters. */
export async function loadSupporters(url: string = SUPPORTERS_URL): Promise<Supporter[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading supporters failed with status ${response.status}`);
  return parseSupporters(await response.json());
}
