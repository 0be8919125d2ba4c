/**
 * Test helper: the browser APIs embla-carousel and the banners read that jsdom lacks.
 * `matches` answers every media query the same way.
 */
export function installBrowserApis({ matches = false }: { matches?: boolean } = {}): void {
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= Observer;
  w.IntersectionObserver ??= Observer;
}
