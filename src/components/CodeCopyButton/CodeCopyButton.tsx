import { useRef, useState } from 'react';
import { copyText } from './copy-text';

/**
 * The copy button of a code block (styled by `CodeBlock.css`). An island: on a page's first load it
 * hydrates by itself, so it reads the code from the DOM around it rather than from React props.
 */
export function CodeCopyButton({ language }: { language?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    const code = ref.current?.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
    await navigator.clipboard.writeText(copyText(code, language));
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  return (
    <button ref={ref} type="button" className="code-block__copy" onClick={copy} aria-label="Copy code to clipboard">
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
