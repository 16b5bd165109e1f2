import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import type { VFile } from 'vfile';

/** `./diagram.svg`, `../assets/x.png`, `assets/x.png`; not `/x.png`, `https://…`, `//cdn…`, `data:…`, `#x`. */
export function isRelativeUrl(url: string): boolean {
  return url !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url);
}

function importProgram(name: string, source: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/**
 * remark (MDX only): an image with a relative URL becomes an ESM import plus a JSX `<img>`, so webpack
 * bundles the file: `![Diagram](./diagram.svg)` → `import __img0 from './diagram.svg'` and
 * `<img src={__img0} alt="Diagram" loading="lazy" />`. The same URL is imported once.
 * Absolute and external URLs stay ordinary images (with `loading="lazy"` added). Skipped for `.md` files.
 */
export default function remarkImages() {
  return (tree: Root, file: VFile) => {
    if (file.extname === '.md') return;
    const imports = new Map<string, string>();
    visit(tree, 'image', (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (!isRelativeUrl(node.url)) {
        // Lazy too: React 19 would otherwise hoist a `<link rel="preload">` for every eager image.
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, loading: 'lazy' } };
        return;
      }
      let name = imports.get(node.url);
      if (!name) {
        name = `__img${imports.size}`;
        imports.set(node.url, name);
      }
      const attributes: MdxJsxTextElement['attributes'] = [
        {
          type: 'mdxJsxAttribute',
          name: 'src',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: name,
            data: {
              estree: {
                type: 'Program',
                sourceType: 'module',
                body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }],
              },
            },
          },
        },
        stringAttribute('alt', node.alt ?? ''),
      ];
      if (node.title) attributes.push(stringAttribute('title', node.title));
      attributes.push(stringAttribute('loading', 'lazy'));
      const element: MdxJsxTextElement = { type: 'mdxJsxTextElement', name: 'img', attributes, children: [] };
      parent.children[index] = element;
    });
    const esm: MdxjsEsm[] = [...imports].map(([url, name]) => ({
      type: 'mdxjsEsm',
      value: `import ${name} from ${JSON.stringify(url)}`,
      data: { estree: importProgram(name, url) },
    }));
    tree.children.unshift(...esm);
  };
}
