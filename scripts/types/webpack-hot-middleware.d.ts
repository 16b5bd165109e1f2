// The part of webpack-hot-middleware's API the dev server uses (the package ships no types; the
// DefinitelyTyped ones would add two packages to every install for these few lines).
declare module 'webpack-hot-middleware' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { Compiler } from 'webpack';

  interface Options {
    log?: false | ((message: string) => void);
    path?: string;
    heartbeat?: number;
  }

  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

  export default function webpackHotMiddleware(compiler: Compiler, options?: Options): Middleware;
}
