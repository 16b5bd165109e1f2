import { createStaticServer, listen } from './server/static-server.ts';
import { DIST } from '../pipeline/paths.ts';

// `npm run serve`: look at the production build as readers get it.
const url = await listen(createStaticServer(DIST), Number(process.env.PORT ?? 8080));
console.log(`serving ${DIST} at ${url}`);
