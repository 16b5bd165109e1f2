import type { ComponentType } from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from './mdx-components';

/**
 * What a page's MDX renders with: the components markdown elements become (links, code blocks,
 * headings) and those pages use without importing them, provided to the page and the partials it
 * imports. A chunk of its own, loaded with the first page content a browser renders: the page a
 * browser opens first shows its prerendered article without it.
 */
export function withMdxComponents(Content: ComponentType): ComponentType {
  return function PageContent() {
    return (
      <MDXProvider components={mdxComponents}>
        <Content />
      </MDXProvider>
    );
  };
}
