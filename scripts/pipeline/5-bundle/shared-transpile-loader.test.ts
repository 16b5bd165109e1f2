import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import sharedTranspileLoader, { pitch, type SharedTranspileOptions } from './shared-transpile-loader.ts';

/**
 * The server bundle's compilation of a file gets the client bundle's ts-loader output for it; a file
 * whose text changed meanwhile is transpiled again, and the client's compilations never take from it.
 */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-transpile-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const compilation = (reuse: boolean) => (resourcePath: string) =>
  ({ resourcePath, getOptions: () => ({ reuse }) }) as LoaderContext<SharedTranspileOptions>;
const client = compilation(false);
const server = compilation(true);

it('gives the server bundle what the client bundle transpiled, and the client bundle nothing', () => {
  const file = path.join(scratch, 'Button.tsx');
  fs.writeFileSync(file, 'export const Button = (): JSX.Element => <button />;');
  const output = 'export const Button = () => _jsx("button", {});';
  expect(pitch.call(client(file))).toBeUndefined();
  expect(sharedTranspileLoader.call(client(file), output)).toBe(output);
  expect(pitch.call(server(file))).toBe(output);
  expect(pitch.call(client(file))).toBeUndefined();
});

it('transpiles a file again once its text has changed', () => {
  const file = path.join(scratch, 'Link.tsx');
  fs.writeFileSync(file, 'export const Link = 1;');
  sharedTranspileLoader.call(client(file), 'export const Link = 1;');
  fs.writeFileSync(file, 'export const Link = 2;');
  expect(pitch.call(server(file))).toBeUndefined();
});

it('keeps nothing the server bundle transpiled itself', () => {
  const file = path.join(scratch, 'entry-server.tsx');
  fs.writeFileSync(file, 'export const render = 1;');
  sharedTranspileLoader.call(server(file), 'export const render = 1;');
  expect(pitch.call(server(file))).toBeUndefined();
});
