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
    observe(_target: Element) {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  /** Like a browser's, it reports each observed element once after the next layout. */
  class ResizeObserverStub extends Observer {
    constructor(private readonly callback: ResizeObserverCallback) {
      super();
    }
    override observe(target: Element) {
      const entry = { target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry;
      setTimeout(() => this.callback([entry], this as unknown as ResizeObserver), 0);
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= ResizeObserverStub;
  w.IntersectionObserver ??= Observer;
}
