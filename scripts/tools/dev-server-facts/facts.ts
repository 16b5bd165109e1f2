import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../pipeline/paths.ts';

/**
 * What webpack-dev-server does when it runs, recorded by `npm run dev-server:record` from the release
 * the Dev Server page documents, with the webpack and webpack-cli this project installs. The project
 * itself does not install webpack-dev-server (`npm start` is its own server), so the content tests
 * check the CLI and Dev Server pages against this record; its options are the schema snapshot in
 * test/content/schemas/webpack-dev-server.json.
 */
export interface DevServerFacts {
  package: 'webpack-dev-server';
  version: string;
  /** The webpack-cli the behaviour was recorded with: what `webpack serve` prints is the CLI's. */
  webpackCli: string;
  webpack: string;
  /** The flags `webpack serve --help=verbose` lists. */
  serveFlags: string[];
  /**
   * `webpack serve` with an array of two configurations that both have `devServer`: for each server
   * that started, in the order they printed their address, the status of `a.js` and `b.js`.
   */
  arrayOfConfigs: Record<string, number>[];
  /** What `webpack serve --dev-server-per-compiler` printed for that array. */
  perCompiler: string;
  /** `webpack serve` when both configurations ask for the same port. */
  samePort: { status: number | null; output: string };
  /** A server's answer to a request whose Host header it does not allow. */
  foreignHost: { status: number; body: string };
}

export const FACTS_FILE = path.join(ROOT, 'test/content/dev-server-facts.json');

export function devServerFacts(): DevServerFacts {
  if (!fs.existsSync(FACTS_FILE)) throw new Error(`no ${FACTS_FILE}: run npm run dev-server:record`);
  return JSON.parse(fs.readFileSync(FACTS_FILE, 'utf8')) as DevServerFacts;
}

/** The message of each line the CLI prints, without the `[webpack-cli]` prefix and status symbol. */
export function cliMessages(output: string): string[] {
  return output
    .split('\n')
    .map((line) =>
      line
        .replace(/^\[webpack-cli\]\s*(?:[✖⚠ℹ✔]\s*)?/, '')
        .replace(/^Error: /, '')
        .trim(),
    )
    .filter(Boolean);
}

/** The port of each dev server that printed its address. */
export const serverPorts = (output: string): number[] =>
  [...output.matchAll(/Loopback: http:\/\/localhost:(\d+)\//g)].map((m) => Number(m[1]));

/** The flags (long names) a webpack-cli help screen lists. */
export function flagsInHelp(help: string): string[] {
  return [...new Set([...help.matchAll(/^\s+(?:-[A-Za-z], )?(--[a-z0-9][a-z0-9-]*)/gm)].map((match) => match[1]))];
}
