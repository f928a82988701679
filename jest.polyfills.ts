if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  // jsdom has no layout, so scrolling is a no-op (jsdom logs 'Not implemented' for it otherwise).
  window.scrollTo = () => {};
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
  }
  if (!globalThis.IntersectionObserver) {
    globalThis.IntersectionObserver = class {
      readonly root = null; readonly rootMargin = ''; readonly thresholds = [];
      observe() {} unobserve() {} disconnect() {} takeRecords() { return []; }
    } as unknown as typeof IntersectionObserver;
  }
}
