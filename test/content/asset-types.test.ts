/**
 * The asset module types the asset modules guide lists are the ones the installed webpack has.
 *
 * webpack names its module types in lib/module/ModuleTypeConstants.js; the asset types are the exports
 * called `ASSET_MODULE_TYPE*`. `asset/raw-data-url` is internal (webpack uses it for ignored `data:`
 * requests, never from a rule) and is left out. Every other asset type must appear in inline code in the
 * guide's table of module types, and the table must not list types webpack does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tablesOf } from './option-sections';

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const INTERNAL = new Set(['asset/raw-data-url']);

const constants: Record<string, string> = require('webpack/lib/module/ModuleTypeConstants.js');
const assetTypes = Object.entries(constants)
  .filter(([name]) => name.startsWith('ASSET_MODULE_TYPE'))
  .map(([, type]) => type)
  .filter((type) => !INTERNAL.has(type))
  .sort();

describe('asset module types', () => {
  const page = fs.readFileSync(path.join(root, 'content/guides/asset-modules.mdx'), 'utf8');

  it('reads the asset types from webpack', () => {
    expect(assetTypes).toEqual(expect.arrayContaining(['asset', 'asset/inline', 'asset/resource', 'asset/source']));
  });

  it('the guide names every asset type, in its table or right below it', () => {
    const table = tablesOf(page).find((t) => t.header[0] === 'Module type');
    expect(table).toBeDefined();
    const listed = table!.rows.map((row) => row[0].replace(/`/g, ''));
    expect(listed.filter((type) => !assetTypes.includes(type))).toEqual([]);
    const intro = page.slice(0, page.indexOf('## Setup'));
    expect(assetTypes.filter((type) => !listed.includes(type) && !intro.includes(`\`${type}\``))).toEqual([]);
  });

  it('Rule.type on the module page names every asset type', () => {
    const modulePage = fs.readFileSync(path.join(root, 'content/configuration/module.mdx'), 'utf8');
    const section = modulePage.slice(modulePage.indexOf('## Rule.type'));
    const summary = section.split('\n\n')[1] ?? '';
    expect(assetTypes.filter((type) => !summary.includes(`'${type}'`))).toEqual([]);
  });
});
