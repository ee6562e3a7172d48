const TIMEOUT_MS = 15_000;

/** A catalogue file the host answered with an HTTP error. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`HTTP ${status} untuk ${url}`);
  }
}

/** The host answered 404: the catalogue has no such file (a product that isn't sold), not a failure to arrive. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/**
 * GETs a catalogue file's JSON, the manifest's (loadCatalog.ts) and every split file's
 * (splitFiles.ts); rejects with a message a support person can act on. A plain GET, so it reuses
 * a response index.html preloaded (a custom header could stop the match).
 *
 * Deliberately not `async`: where `fetch` itself throws (jsdom has none, and the page tests run
 * without a served catalogue) the throw reaches the caller in the same tick, so the manifest's
 * failure is dispatched while the page mounts, as it was before this was shared. An async function
 * turned it into a rejection seen a microtask later, after a test had subscribed to the store:
 * CartPage.test.tsx's "tells the cart once…" then counted `catalog/loadFailed` as a second change
 * (commit 18f9214, reverted in be702b2).
 */
export function fetchCatalogJson(url: string): Promise<unknown> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
  return fetch(url, { signal }).then(async (response) => {
    if (!response.ok) throw new HttpError(response.status, url);
    // Cloudflare Pages answers a path without a file with its SPA fallback, index.html, as 200:
    // for a catalogue file that is a 404 (an unknown product's file says 'Produk tidak ditemukan').
    // (`headers?`: tests' stand-in responses may have none.)
    if (response.headers?.get('content-type')?.includes('text/html')) throw new HttpError(404, url);
    try {
      return (await response.json()) as unknown;
    } catch {
      // A host answering a missing file with its HTML page, or a cut-off download.
      throw new Error(`Berkas katalog ${url} bukan JSON yang utuh`);
    }
  });
}
