import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import sharedTranspileLoader, { pitch } from './shared-transpile-loader.ts';

/**
 * The second compilation of a file in the same build (the server bundle's, after the client's) gets
 * the first one's ts-loader output; a file whose text changed meanwhile is transpiled again.
 */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-transpile-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const contextFor = (resourcePath: string) => ({ resourcePath }) as LoaderContext<unknown>;

it('gives the output of the first transpile of a file to the next compilation', () => {
  const file = path.join(scratch, 'Button.tsx');
  fs.writeFileSync(file, 'export const Button = (): JSX.Element => <button />;');
  expect(pitch.call(contextFor(file))).toBeUndefined();
  const output = 'export const Button = () => _jsx("button", {});';
  expect(sharedTranspileLoader.call(contextFor(file), output)).toBe(output);
  expect(pitch.call(contextFor(file))).toBe(output);
});

it('transpiles a file again once its text has changed', () => {
  const file = path.join(scratch, 'Link.tsx');
  fs.writeFileSync(file, 'export const Link = 1;');
  sharedTranspileLoader.call(contextFor(file), 'export const Link = 1;');
  fs.writeFileSync(file, 'export const Link = 2;');
  expect(pitch.call(contextFor(file))).toBeUndefined();
});
