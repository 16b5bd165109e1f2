import devConfig from '../webpack.config.ts';
import { startDevServer } from './tools/server/dev-server.ts';
import { PUBLIC } from './pipeline/paths.ts';

// `npm start`: the live preview.
try {
  const url = await startDevServer({ config: devConfig(), publicDir: PUBLIC, port: Number(process.env.PORT ?? 3000) });
  console.log(`Dev server: ${url}`);
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
