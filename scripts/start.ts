import devConfig from '../webpack.config.ts';
import { startDevServer } from './tools/server/dev-server.ts';
import { PUBLIC } from './pipeline/paths.ts';

// `npm start`: the live preview.
const url = await startDevServer({ config: devConfig(), publicDir: PUBLIC, port: Number(process.env.PORT ?? 3000) });
console.log(`Dev server: ${url}`);
