import { checkLevels, STRICT, warningSummary } from '../../scripts/pipeline/3-content-index/checks.ts';
import type { Problem } from '../../scripts/pipeline/3-content-index/problems.ts';

const ALL_WARN = { link: 'warn', anchor: 'warn', 'code-block': 'warn', 'frontmatter-key': 'warn' };

describe('checkLevels', () => {
  it('is strict by default', () => {
    expect(checkLevels({}, [])).toEqual(STRICT);
  });

  it('relaxes every relaxable check with CONTENT_CHECKS=warn or --warn', () => {
    expect(checkLevels({ CONTENT_CHECKS: 'warn' }, [])).toEqual(ALL_WARN);
    expect(checkLevels({}, ['--warn'])).toEqual(ALL_WARN);
  });

  it('keeps LINKS=warn as the switch for links and anchors only', () => {
    expect(checkLevels({ LINKS: 'warn' }, [])).toEqual({ ...STRICT, link: 'warn', anchor: 'warn' });
  });

  it('stays strict with CONTENT_CHECKS=strict whatever LINKS says, and rejects other values', () => {
    expect(checkLevels({ CONTENT_CHECKS: 'strict', LINKS: 'warn' }, [])).toEqual(STRICT);
    expect(() => checkLevels({ CONTENT_CHECKS: 'lenient' }, [])).toThrow(
      'CONTENT_CHECKS must be "strict" or "warn", not "lenient"',
    );
  });
});

describe('warningSummary', () => {
  const problem = (kind: Problem['kind']): Problem => ({ file: 'a.mdx', line: 1, message: 'm', hint: 'h', kind });

  it('counts the warnings of each kind', () => {
    expect(warningSummary([problem('link'), problem('link'), problem('code-block'), problem('frontmatter-key')])).toBe(
      '4 content warnings let through: 2 broken links, 1 code block, 1 unknown frontmatter key; a strict build (npm run build) fails on them',
    );
    expect(warningSummary([])).toBeUndefined();
  });
});
