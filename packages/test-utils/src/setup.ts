import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks matchMedia, which Chakra's color-mode code reads.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// jsdom has no PointerEvent; Chakra's checkbox and radio (zag) dispatch one when focus leaves them.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent });
}

// jsdom has no ResizeObserver; Chakra's menus and popovers (floating-ui) watch sizes with one.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: class { observe() {} unobserve() {} disconnect() {} } });
}
