/**
 * Versions of badges that neither the option schemas nor the `@since` tags of the installed webpack date.
 * Key: `<page>#<heading text>`.
 *
 * Each entry names the last release without the feature and the first with it, and what to look for in the
 * published webpack packages: an option path in schemas/WebpackOptions.json, or a string in lib/**.js.
 * `npx tsx test/content/badges/check-evidence.ts` downloads those releases with `npm pack` and confirms every
 * entry (it needs the registry, so it is not part of `npm test`; run it when you add an entry).
 */
export interface Evidence {
  version: string;
  /** the release just before `version` */
  before: string;
  /** what the feature is in the package */
  look: { option: string } | { source: string };
  source: string;
}

function fromRegistry(version: string, before: string, look: Evidence['look']): Evidence {
  const what = 'option' in look ? `option ${look.option} in schemas/WebpackOptions.json` : `"${look.source}" in lib/`;
  return { version, before, look, source: `webpack's published packages (${what}: absent in ${before}, present in ${version})` };
}

const clean = fromRegistry('5.20.0', '5.19.0', { option: 'output.clean' });
const exportsPresence = fromRegistry('5.62.0', '5.61.0', { option: 'module.parser.javascript.exportsPresence' });

export const EVIDENCE: Record<string, Evidence> = {
  'content/configuration/output.mdx#output.clean': clean,
  'content/migrate/5.mdx#output.clean replaces clean-webpack-plugin': clean,
  'content/contribute/writers-guide.mdx#Badges': clean,
  'content/migrate/5.mdx#Missing exports: exportsPresence': exportsPresence,
  'content/configuration/resolve.mdx#resolve.extensionAlias': fromRegistry('5.74.0', '5.73.0', { option: 'resolve.extensionAlias' }),
  'content/configuration/cache.mdx#cache.readonly': fromRegistry('5.85.0', '5.84.1', { option: 'cache.readonly' }),
  'content/configuration/module.mdx#Rule.with': fromRegistry('5.92.0', '5.91.0', { option: 'Rule.with' }),
  'content/configuration/optimization.mdx#optimization.avoidEntryIife': fromRegistry('5.95.0', '5.94.0', {
    option: 'optimization.avoidEntryIife',
  }),
  'content/configuration/output.mdx#output.trustedTypes.onPolicyCreationFailure': fromRegistry('5.82.0', '5.81.0', {
    option: 'output.trustedTypes.onPolicyCreationFailure',
  }),
  'content/api/loaders.mdx#importModule': fromRegistry('5.32.0', '5.31.2', { source: 'importModule' }),
  'content/api/module-methods.mdx#webpackFetchPriority': fromRegistry('5.87.0', '5.86.0', { source: 'webpackFetchPriority' }),
  'content/api/module-methods.mdx#import.meta.webpackContext': fromRegistry('5.70.0', '5.69.1', { source: 'ImportMetaContextDependency' }),
};
