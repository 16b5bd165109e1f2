import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { LoaderContext } from 'webpack';
import { compileOptions } from '../2-mdx/pipeline.ts';
import { readFrontmatter } from '../3-content-index/frontmatter.ts';
import { analyseMarkdown, MDX_HINT } from '../3-content-index/analyse.ts';
import { isError, type CheckLevels } from '../3-content-index/checks.ts';
import { formatProblem, problemPath, type Problem } from '../3-content-index/problems.ts';

interface Options {
  contentDir: string;
  checks: CheckLevels;
}

const processors = {
  md: createProcessor({ ...compileOptions, development: true, format: 'md' }),
  mdx: createProcessor({ ...compileOptions, development: true, format: 'mdx' }),
};

/**
 * The page module shown in place of a page that does not build: its problems, each with file:line
 * and hint, in a warning aside. It defines `MDXContent` like a compiled page, so the hot loader after
 * it works the same, and the page updates itself once it is fixed.
 */
export function problemPage(problems: Problem[]): string {
  const items = problems.map((problem) => ({ location: `${problem.file}:${problem.line}`, ...problem }));
  return `import { jsx, jsxs } from 'react/jsx-runtime';
const problems = ${JSON.stringify(items)};
export default function MDXContent() {
  return jsxs('aside', { className: 'aside aside--warning', role: 'alert', children: [
    jsx('p', { className: 'aside__label', children: 'This page does not build' }),
    jsx('p', { children: 'Fix what is listed here and save: the page updates by itself. The other pages keep working.' }),
    jsx('ul', { children: problems.map((problem) => jsxs('li', { children: [
      jsx('code', { children: problem.location }), ': ', problem.message, jsx('br', {}), 'hint: ', problem.hint,
    ] }, problem.location + problem.message)) }),
  ] });
}
`;
}

function isPage(contentDir: string, file: string): boolean {
  const relative = path.relative(contentDir, file);
  return !relative.startsWith('..') && !relative.split(path.sep).some((part) => part.startsWith('_'));
}

/**
 * Development: compiles MDX like `@mdx-js/loader`, but a page that does not build (its frontmatter
 * fails the checks, or MDX cannot compile it) becomes a page showing its problems instead of a module
 * error. A module error would stop the dev server from sending hot updates for every other page.
 * The content index reports page problems once (terminal and overlay); problems it cannot see
 * (partials, errors past the parse) are reported here as warnings.
 */
export default function mdxDevLoader(this: LoaderContext<Options>, source: string): void {
  const callback = this.async();
  const { contentDir, checks } = this.getOptions();
  const file = problemPath(this.rootContext, this.resourcePath);
  const page = isPage(contentDir, this.resourcePath);
  const frontmatterErrors = page ? readFrontmatter(source).problems.filter((problem) => isError(problem, checks)) : [];
  if (frontmatterErrors.length > 0) {
    callback(null, problemPage(frontmatterErrors.map((problem) => ({ file, ...problem }))));
    return;
  }
  const extension = this.resourcePath.endsWith('.md') ? '.md' : '.mdx';
  processors[extension === '.md' ? 'md' : 'mdx'].process({ value: source, path: this.resourcePath }).then(
    (compiled) => callback(null, String(compiled.value)),
    (error: { line?: number; reason?: string; message: string }) => {
      const problem = {
        file,
        line: error.line ?? 1,
        message: `MDX syntax error: ${error.reason ?? error.message}`,
        hint: MDX_HINT,
      };
      if (!page || analyseMarkdown(source, extension).ok) this.emitWarning(new Error(formatProblem(problem)));
      callback(null, problemPage([problem]));
    },
  );
}
