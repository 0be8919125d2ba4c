import { useCallback, useRef } from 'react';

/** The CSS variable other layers read to stay clear of the consent bar (banners, a popup). */
export const CONSENT_BAR_SPACE_VAR = '--cd-consent-bar-space';

/**
 * Publishes, while the consent bar is on screen, how much of the viewport's bottom it takes (its
 * height plus whatever it sits on, e.g. the bottom member menu) as `--cd-consent-bar-space` on the
 * root element, and removes it when the bar goes. A ref callback: attach it to the bar.
 */
export function useConsentBarSpace(): (bar: HTMLElement | null) => void {
  const stop = useRef<(() => void) | null>(null);
  return useCallback((bar: HTMLElement | null) => {
    stop.current?.();
    stop.current = null;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      const space = Math.max(0, Math.ceil(window.innerHeight - bar.getBoundingClientRect().top));
      root.style.setProperty(CONSENT_BAR_SPACE_VAR, `${space}px`);
    };
    // The observer's first call comes once the browser lays the page out anyway. Measuring here,
    // inside React's commit, forced that first layout of the whole page into the commit's task
    // (about 110 ms of a first visit's main thread, ADR 002 round 6).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(bar);
    else measure();
    window.addEventListener('resize', measure);
    stop.current = () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(CONSENT_BAR_SPACE_VAR);
    };
  }, []);
}
