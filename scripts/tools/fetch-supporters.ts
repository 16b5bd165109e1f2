import { GENERATED } from '../pipeline/paths.ts';
import { formatRefresh, refreshSupporters } from '../pipeline/1-supporters/refresh.ts';

/**
 * `npm run fetch:supporters`: fetches the supporters for the next builds of this checkout, with more
 * patience than a build has (every build tries too, briefly). Exits non-zero when it could not fetch.
 */
const result = await refreshSupporters({ outDir: GENERATED, timeoutMs: 60000 });
console.log(formatRefresh(result));
if (result.source !== 'fetched') process.exitCode = 1;
