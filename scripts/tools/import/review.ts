import { visit } from 'unist-util-visit';
import type { Nodes } from 'mdast';
import { parseMarkdown } from '../../pipeline/2-mdx/parse.ts';
import type { Problem } from '../../pipeline/3-content-index/problems.ts';
import { DROPPED_PREFIX } from './frontmatter.ts';

/** Components every page may use without importing them (see the content contract). */
const GLOBAL_COMPONENTS = new Set(['Badge']);
const FRAMEWORK_IMPORT = /from\s+['"](@theme|@site|@docusaurus|@theme-original|@generated)[/'"]/;
const SCHEME = /^[a-z][a-z\d+.-]*:|^\/\//i;

const KEY_HINTS: Record<string, string> = {
  slug: 'the route comes from the file path here: move or rename the file if the route must differ',
  id: 'the route comes from the file path here: move or rename the file if the route must differ',
  sidebar_label: 'the sidebar shows the title: shorten the title if the label was shorter',
  tags: 'pages have no tags here; search covers their text',
  keywords: 'pages have no keywords here; search covers their text',
};

function droppedKeys(file: string, lines: string[]): Problem[] {
  return lines.flatMap((line, index) => {
    if (!line.startsWith(DROPPED_PREFIX)) return [];
    const entry = line.slice(DROPPED_PREFIX.length);
    const key = entry.slice(0, entry.indexOf(':'));
    return [
      {
        file,
        line: index + 1,
        message: `frontmatter key "${key}" of the source is not used here`,
        hint: `${KEY_HINTS[key] ?? 'our frontmatter has no such key'}; then delete this comment line`,
      },
    ];
  });
}

function isRelative(url: string): boolean {
  return !SCHEME.test(url) && !url.startsWith('/') && !url.startsWith('#');
}

/** What the MDX of an imported page still holds from the other site. */
function leftovers(file: string, text: string): Problem[] {
  let tree;
  try {
    tree = parseMarkdown(text, '.mdx');
  } catch {
    return []; // The content index reports the syntax error with its line.
  }
  const problems: Problem[] = [];
  const components = new Set<string>();
  const at = (node: Nodes, message: string, hint: string, lineInNode = 0) =>
    problems.push({ file, line: (node.position?.start.line ?? 1) + lineInNode, message, hint });
  visit(tree, (node: Nodes) => {
    if (node.type === 'mdxjsEsm') {
      node.value.split('\n').forEach((line, index) => {
        if (!FRAMEWORK_IMPORT.test(line)) return;
        const hint = 'remove the import and what uses it, or import our own component';
        at(node, 'imports from the other site’s framework', hint, index);
      });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      if (/^[A-Z]/.test(node.name) && !GLOBAL_COMPONENTS.has(node.name) && !components.has(node.name)) {
        components.add(node.name);
        at(
          node,
          `component <${node.name}> is not available here`,
          'write its content as plain Markdown (for tabs, one ### section per choice), or import a component of ours',
        );
      }
    } else if ((node.type === 'link' || node.type === 'definition') && isRelative(node.url)) {
      at(
        node,
        `link ${node.url} names no imported page`,
        'link to a page by its absolute route with a trailing slash (/concepts/loaders/), or to the source repository by URL',
      );
    } else if (node.type === 'image' && node.url.startsWith('/')) {
      at(
        node,
        `image ${node.url} is a path of the other site`,
        'put the image next to the page and use a relative path',
      );
    }
  });
  return problems;
}

/** Everything a human still has to do on an imported page that the content checks do not report. */
export function reviewImportedPage(file: string, text: string, titleFromFileName: boolean): Problem[] {
  const problems = [...droppedKeys(file, text.split('\n')), ...leftovers(file, text)];
  if (titleFromFileName) {
    problems.push({
      file,
      line: 2,
      message: 'the source has no title and no # heading: the title was made from the file name',
      hint: 'write the title the page should have',
    });
  }
  return problems;
}
