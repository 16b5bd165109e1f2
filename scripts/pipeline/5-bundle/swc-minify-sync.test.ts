import MinimizerPlugin from 'minimizer-webpack-plugin';
import { swcMinifySync, swcMinifySyncModule } from './swc-minify-sync.ts';

/**
 * The synchronous swc minifier gives exactly what the plugin's own `swcMinify` gives for the options
 * the client build uses and those the plugin adds (`ecma` from webpack's output environment), and the
 * plugin's worker can find it by its module reference.
 */

const SOURCE = `/**
 * @license Example v1.0.0
 * Copyright (c) someone.
 */
function greeting(name) {
  const parts = ['Hello', name];
  // not kept
  return parts.join(', ') + "\\n";
}
console.log(greeting(window.visitor));
`;

const OPTIONS = [
  { compress: { passes: 2 } },
  { compress: { passes: 2 }, module: false, ecma: 2020 },
  { compress: false, mangle: false },
];

it.each(OPTIONS)('minifies as the plugin’s swcMinify does with %j', async (options) => {
  const ours = await swcMinifySync({ 'main.js': SOURCE }, undefined, options);
  const theirs = await MinimizerPlugin.swcMinify({ 'main.js': SOURCE }, undefined, options, false);
  expect(ours.code).toBe(theirs.code);
  expect(ours.code).toContain('@license Example');
  expect(ours.code).not.toContain('not kept');
});

it('is found by the module reference the client build passes to the plugin', async () => {
  const loaded = (await import(swcMinifySyncModule.path)) as Record<string, unknown>;
  expect(loaded[swcMinifySyncModule.export]).toBe(swcMinifySync);
  expect(swcMinifySync.filter('main.1234abcd.js')).toBe(true);
  expect(swcMinifySync.filter('main.1234abcd.css')).toBe(false);
});
