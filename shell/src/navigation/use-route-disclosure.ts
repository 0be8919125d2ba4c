import { useCallback, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from './use-dismiss';

/**
 * The open state of one of the header's menus, for the current location only: a route change
 * closes it without an effect. Escape (focus back to its button) and a click outside `root` close
 * it too.
 */
export function useRouteDisclosure(root: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpenAt(null);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(root, open, dismiss);

  const toggle = () => setOpenAt(open ? null : location.key);
  const close = () => setOpenAt(null);
  return { open, buttonRef, toggle, close };
}
