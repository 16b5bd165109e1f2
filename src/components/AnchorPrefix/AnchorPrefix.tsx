import { createContext, useContext, type HTMLAttributes } from 'react';

/**
 * Pages combined into one (printable sections) share a document: each page's heading ids and
 * same-page links get the page's own prefix so every anchor stays unique, and so do the names of its
 * table regions.
 */
const AnchorPrefixContext = createContext('');

export const AnchorPrefixProvider = AnchorPrefixContext.Provider;

export function useAnchorPrefix(): string {
  return useContext(AnchorPrefixContext);
}

export function prefixedId(prefix: string, id: string | undefined): string | undefined {
  return prefix && id ? `${prefix}-${id}` : id;
}

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

function heading(Tag: 'h2' | 'h3' | 'h4') {
  return function PrefixedHeading({ id, ...rest }: HeadingProps) {
    return <Tag id={prefixedId(useAnchorPrefix(), id)} {...rest} />;
  };
}

export const H2 = heading('h2');
export const H3 = heading('h3');
export const H4 = heading('h4');

/** A table's scroll region (see scripts/pipeline/2-mdx/plugins/tables.ts), named after its page too when combined. */
export function TableRegion(props: HTMLAttributes<HTMLDivElement>) {
  const prefix = useAnchorPrefix();
  const name = props['aria-label'];
  return <div {...props} aria-label={prefix && name ? `${name} (${prefix})` : name} />;
}
