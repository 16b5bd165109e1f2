import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { prefixedId, useAnchorPrefix } from '../AnchorPrefix/AnchorPrefix';
import { namesAFile } from '../../shared/content/routes';

/** Whether a link in a page body leads to another page of this site (followed client-side). */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !namesAFile(href.split(/[?#]/)[0]);
}

/** Links in page bodies: site pages navigate client-side, other sites open safely. */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const prefix = useAnchorPrefix();
  if (href.startsWith('#')) {
    return (
      <a href={`#${prefixedId(prefix, href.slice(1))}`} {...rest}>
        {children}
      </a>
    );
  }
  if (isInternal(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}
