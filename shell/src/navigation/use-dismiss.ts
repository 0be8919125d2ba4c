import { useEffect, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` on Escape (with focus to return, the caller decides where) or
 * on a click or tap outside `ref`: how the menus of the header close (spec §2).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    // pointerdown covers mouse, touch and pen; jsdom and old Safari send only mousedown.
    const pointer = 'PointerEvent' in window ? 'pointerdown' : 'mousedown';
    document.addEventListener(pointer, onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener(pointer, onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, active, onDismiss]);
}
