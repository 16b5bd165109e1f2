import { useRef, useState, type HTMLAttributes } from 'react';
import { copyText } from './copy-text';
import './CodeBlock.css';

type Props = HTMLAttributes<HTMLDivElement> & { 'data-language'?: string };

/** A highlighted code block (built at build time) with a copy button. */
export function CodeBlock({ children, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const language = rest['data-language'];

  const copy = async () => {
    const code = ref.current?.querySelector('pre')?.textContent ?? '';
    await navigator.clipboard.writeText(copyText(code, language));
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  return (
    <div ref={ref} {...rest}>
      {children}
      <button type="button" className="code-block__copy" onClick={copy} aria-label="Copy code to clipboard">
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
