import '@testing-library/jest-dom';
import { clearSplitFiles } from '../src/features/catalog/split/splitFiles';
import { forgetSearches } from '../src/features/search/recentSearches';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';

// jsdom lacks these; react-router and the app use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has no crypto.subtle (the staff passcode check hashes with it).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// jsdom's Blob/File lack text() (the console reads imported log files with it).
if (!Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
// The build's own tests run in node (`@jest-environment node`), without a window.
if (typeof window !== 'undefined') {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

afterEach(() => {
  // Fetched catalogue files live beside the store for the whole visit; each test is a new visit.
  clearSplitFiles();
  forgetSearches();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
