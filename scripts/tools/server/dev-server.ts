import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import webpackHotMiddleware from 'webpack-hot-middleware';
import { trailingSlashRedirect } from '../../pipeline/5-bundle/trailing-slash.ts';
import type { AddressInfo } from 'node:net';
import { decodePath, fileFor, notFound, refusedMethod, replyWithError, send, type Reply } from './static-server.ts';

/**
 * `npm start`: webpack in watch mode writing to its work folder, and one HTTP server in front of it.
 * Hot updates reach the browser over webpack-hot-middleware's event stream; lazily compiled pages are
 * requested from webpack's own lazy-compilation backend. A request that arrives while webpack is
 * compiling waits for the compilation, so the browser never reads a half-written bundle.
 */

export interface DevServerOptions {
  config: Configuration;
  /** Files served as they are (favicon, fonts, robots.txt), after the bundle's own. */
  publicDir: string;
  port: number;
}

interface Roots {
  /** webpack's output: the app's HTML, scripts and hot updates. */
  output: string;
  public: string;
}

/** Resolves once the current compilation is done; replaced by a pending one when a new one starts. */
function compilationGate(compiler: webpack.Compiler): () => Promise<void> {
  let open: () => void = () => undefined;
  let ready = new Promise<void>((resolve) => (open = resolve));
  compiler.hooks.invalid.tap('dev-server', () => {
    ready = new Promise<void>((resolve) => (open = resolve));
  });
  compiler.hooks.done.tap('dev-server', () => open());
  return () => ready;
}

/** A request for a page (any route: the app resolves it, and shows its own not-found page) gets the app. */
function wantsPage(request: http.IncomingMessage): boolean {
  return /text\/html|\*\/\*/.test(String(request.headers.accept ?? ''));
}

async function serveFile(request: http.IncomingMessage, response: http.ServerResponse, roots: Roots) {
  if (refusedMethod(request, response)) return;
  const pathname = decodePath(new URL(request.url ?? '/', 'http://localhost').pathname);
  const reply: Reply = { request, response, root: roots.output, pathname, compress: false };
  const file = fileFor(roots.output, pathname) ?? fileFor(roots.public, pathname);
  if (file) return send(reply, 200, file);
  const app = path.join(roots.output, 'index.html');
  if (wantsPage(request) && fs.existsSync(app)) return send(reply, 200, app);
  notFound(response);
}

function printStats(stats: webpack.Stats): void {
  const text = stats.toString({ ...(stats.compilation.options.stats as object), colors: process.stdout.isTTY });
  if (text) console.log(text);
}

/** Starts watching and serving; resolves with the server's URL once it listens. */
export async function startDevServer({ config, publicDir, port }: DevServerOptions): Promise<string> {
  const outputDir = config.output!.path!;
  fs.rmSync(outputDir, { recursive: true, force: true });
  const compiler = webpack(config);
  const compiled = compilationGate(compiler);
  const hot = webpackHotMiddleware(compiler, { log: false, heartbeat: 5000 });
  const watching = compiler.watch(config.watchOptions ?? {}, (error, stats) => {
    if (error) console.error(error);
    else if (stats) printStats(stats);
  });

  const server = http.createServer((request, response) => {
    trailingSlashRedirect(request, response, () =>
      hot(request, response, () => {
        compiled()
          .then(() => serveFile(request, response, { output: outputDir, public: publicDir }))
          .catch((error: unknown) => replyWithError(response, error));
      }),
    );
  });
  const stop = () => {
    server.close();
    server.closeAllConnections();
    // Closing the compiler stores webpack's cache for the next start.
    if (watching) watching.close(() => compiler.close(() => process.exit(0)));
    else process.exit(0);
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      watching?.close(() => undefined);
      const taken = error.code === 'EADDRINUSE';
      reject(taken ? new Error(`port ${port} is in use on 127.0.0.1: stop what serves it, or set PORT`) : error);
    });
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${actual}/`);
    });
  });
}
