import type { HTMLAttributes } from 'react';
import { Badge } from './components/Badge/Badge';
import { CodeBlock } from './components/CodeBlock/CodeBlock';
import { MdxLink } from './components/MdxLink/MdxLink';
import { H2, H3, H4, TableRegion } from './components/AnchorPrefix/AnchorPrefix';

function Div(props: HTMLAttributes<HTMLDivElement>) {
  if (props.className === 'code-block') return <CodeBlock {...props} />;
  return props.className === 'table-wrap' ? <TableRegion {...props} /> : <div {...props} />;
}

/** What markdown elements render as, and the components pages may use without importing them. */
export const mdxComponents = { a: MdxLink, div: Div, h2: H2, h3: H3, h4: H4, Badge };
