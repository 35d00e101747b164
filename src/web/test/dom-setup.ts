/**
 * Shared jsdom setup for React tests: jest-dom matchers plus the browser APIs
 * Mantine needs that jsdom lacks. Import it first in a `@vitest-environment jsdom` test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, loadAllTranslations } from '../lib/i18n';

// findBy/waitFor wait up to 5 s (not 1 s): on a busy two-core CI machine a lazy screen's first import alone can take
// longer than a second. A file may set its own.
configure({ asyncUtilTimeout: 5000 });

// The app renders once the chosen language's file is in (main.tsx), a screen once all its translations are
// (app/lazy-page.tsx); the tests render screens at once (jsdom's browser is en-US).
await i18nReady;
await loadAllTranslations();

if (typeof window.matchMedia !== 'function') {
  // As in a browser, the empty query matches.
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom has no FontFaceSet: Mantine's autosize Textarea listens on document.fonts for "loadingdone".
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

if (typeof Element.prototype.scrollTo !== 'function') {
  Element.prototype.scrollTo = () => undefined;
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// Works with or without vitest `globals` (Testing Library only auto-cleans with globals).
afterEach(() => cleanup());
