import type { ComponentType } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';

type PageModule = { default: ComponentType };

export interface LazyPageOptions {
  /** Extra attempts after the first failed `import()`. */
  retries?: number;
  /** Wait before the first retry; doubles each time (400, 800, 1600 ms). */
  firstDelayMs?: number;
  /** The one automatic reload; replaceable in tests, where jsdom cannot navigate. */
  reload?: () => void;
}

/** Thrown once retrying and the automatic reload are used up; the page shows 'Muat ulang'. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('Halaman gagal dimuat', { cause });
    this.name = 'PageLoadError';
  }
}

/** Marks in sessionStorage that this tab already reloaded once for a missing chunk. */
export const reloadGuardKey = 'langkah:reloadedForChunk';

/**
 * A route's lazily loaded chunk. `React.lazy` caches a rejection, so retries happen inside the
 * loader (webpack forgets a failed chunk and fetches it again on the next `import()`). When the
 * chunk stays missing (a network blip, or a new deploy removed the old file) the window gets a
 * cancelable `preload-error` event, the page reloads once to pick up the current build, and
 * after that the error reaches the page's error boundary, which offers 'Muat ulang'.
 * `preload()` starts all that ahead of the first render (the app's boot uses it).
 */
export function lazyPage(load: () => Promise<PageModule>, options: LazyPageOptions = {}) {
  const { retries = 3, firstDelayMs = 400, reload = () => window.location.reload() } = options;
  return preloadableLazy(async (): Promise<PageModule> => {
    try {
      const page = await loadWithRetries(load, retries, firstDelayMs);
      forgetReload();
      return page;
    } catch (error) {
      const event = new CustomEvent('preload-error', { cancelable: true, detail: { error } });
      const wantsReload = window.dispatchEvent(event);
      if (wantsReload && claimReload()) {
        reload();
        // The document is going away; settling would only flash an error before it does.
        return new Promise<PageModule>(() => undefined);
      }
      throw new PageLoadError(error);
    }
  });
}

/** Tries `load` up to 1 + `retries` times, waiting `firstDelayMs`, then twice as long, and so on. */
export async function loadWithRetries<T>(load: () => Promise<T>, retries = 3, firstDelayMs = 400): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** attempt));
    }
  }
}

/** True when this tab may reload now. Without a working sessionStorage it never may: no loops. */
function claimReload(): boolean {
  try {
    if (window.sessionStorage.getItem(reloadGuardKey) !== null) return false;
    window.sessionStorage.setItem(reloadGuardKey, String(Date.now()));
    return window.sessionStorage.getItem(reloadGuardKey) !== null;
  } catch {
    return false;
  }
}

/** A chunk arrived, so a later deploy may use its one reload again. */
function forgetReload(): void {
  try {
    window.sessionStorage.removeItem(reloadGuardKey);
  } catch {
    // Storage refused: nothing was stored either.
  }
}
