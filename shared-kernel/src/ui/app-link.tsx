import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../navigation';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path served by the shell or another remote, e.g. `/members/login`. */
  href: string;
};

/**
 * A link to a path outside this remote: a real `<a href>` (new tab, copy link) whose plain click
 * goes through the kernel's `navigate()` so the shell routes it without a page load.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
