/**
 * Deciding what an example exports: a webpack configuration (one, an array, a function returning one, a
 * promise of one) or something else, such as a plugin class or a loader.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const webpackKeys = new Set(
  Object.keys(JSON.parse(fs.readFileSync(requireFromRoot.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')).properties),
);

/** Source text that exports something. */
export const EXPORTS = /\bmodule\.exports\b|\bexport\s+default\b|\bexports\.\w+\s*=/;

export const isClass = (value: unknown) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));

/**
 * Whether an untitled function export looks like a configuration function: its first parameter is `env`
 * (`(env, argv) => ...`, `function (env) {}`), or it is an arrow function without parameters that returns an
 * object (`() => ({ ... })`).
 */
export const looksLikeConfigFunction = (value: (...args: unknown[]) => unknown) => {
  const source = Function.prototype.toString.call(value);
  return /^(async\s*)?(function\s*\w*\s*)?\(?\s*_?env\b/.test(source) || /^(async\s*)?\(\s*\)\s*=>\s*\(?\s*\{/.test(source);
};

export type Config = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Config =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Splits an exported value into configurations, or says why it is not a webpack configuration. */
export function classify(value: unknown, mustBeConfig: boolean): { configs: Config[] } | { notConfig: string } | { mixed: string } {
  const configs = Array.isArray(value) ? value : [value];
  if (!configs.length || !configs.every(isPlainObject)) {
    return mustBeConfig ? { mixed: 'it exports neither an object nor an array of objects' } : { notConfig: 'exports no object' };
  }
  const keys = configs.flatMap((config) => Object.keys(config));
  const unknown = keys.filter((key) => !webpackKeys.has(key));
  if (!mustBeConfig && keys.length === unknown.length) return { notConfig: 'exports an object without webpack options' };
  if (unknown.length && !mustBeConfig) {
    return { mixed: `it exports webpack options together with other keys (${unknown.join(', ')}); give it a file name, or fix the keys` };
  }
  return { configs: configs as Config[] };
}
