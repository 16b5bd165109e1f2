import type { HTMLAttributes } from 'react';
import { Island } from '../Island/Island';
import './CodeBlock.css';

type Props = HTMLAttributes<HTMLDivElement> & { 'data-language'?: string };

/** A highlighted code block (built at build time) with a copy button. */
export function CodeBlock({ children, ...rest }: Props) {
  return (
    <div {...rest}>
      {children}
      <Island name="code-copy" props={{ language: rest['data-language'] }} />
    </div>
  );
}
