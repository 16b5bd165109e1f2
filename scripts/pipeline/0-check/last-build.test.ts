import fs from 'node:fs';
import path from 'node:path';
import { buildFingerprint } from './fingerprint.ts';
import { recordBuild, reusableBuild } from './last-build.ts';
import { scratchFolder } from '../../tools/testing/scratch-folder.ts';

const scratch = (files: Record<string, string>) => scratchFolder('last-build', files);

describe('buildFingerprint', () => {
  it('changes with a content file, and with a setting the code reads, but not with an unrelated variable', () => {
    const content = scratch({ 'concepts/index.mdx': '---\ntitle: Concepts\n---\n', 'concepts/graph.svg': '<svg/>' });
    const env = { LINKS: 'error' };
    const first = buildFingerprint(content, env);
    expect(buildFingerprint(content, { ...env, NOT_READ_BY_THE_BUILD: '1' })).toBe(first);
    expect(buildFingerprint(content, { LINKS: 'warn' })).not.toBe(first);
    fs.writeFileSync(path.join(content, 'concepts/graph.svg'), '<svg></svg>');
    expect(buildFingerprint(content, env)).not.toBe(first);
  });
});

describe('reusableBuild', () => {
  const build = { fingerprint: 'inputs', pages: 2, warnings: ['warning: content/a.mdx:3: ...'] };

  it('returns the last build, warnings included, when the inputs and its output are the same', () => {
    const [work, out] = [scratch({}), scratch({ 'index.html': 'home' })];
    recordBuild(work, out, build);
    expect(reusableBuild(work, out, 'inputs')).toMatchObject(build);
    expect(reusableBuild(work, out, 'other inputs')).toBeUndefined();
  });

  it('rebuilds when the output was changed, removed or never recorded', () => {
    const [work, out] = [scratch({}), scratch({ 'index.html': 'home' })];
    expect(reusableBuild(work, out, 'inputs')).toBeUndefined();
    recordBuild(work, out, build);
    fs.writeFileSync(path.join(out, 'index.html'), 'changed by hand');
    expect(reusableBuild(work, out, 'inputs')).toBeUndefined();
    recordBuild(work, out, build);
    fs.rmSync(out, { recursive: true });
    expect(reusableBuild(work, out, 'inputs')).toBeUndefined();
  });
});
