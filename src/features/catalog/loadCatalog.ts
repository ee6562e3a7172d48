import type { AppDispatch, RootState } from '../../app/store';
import { loadFailed, loadStarted, loaded } from './catalogSlice';
import { manifestUrl } from './catalogUrl';
import { readManifest } from './split/splitReaders';

const TIMEOUT_MS = 15_000;

/**
 * Fetches and checks the catalogue's manifest once (a later call after a failure tries again):
 * the categories, each listing's figures and the version folder every other file is in.
 * `no-cache`: the one file not named by version, so a shop's rebuild shows at the next visit.
 * A thunk rather than createAsyncThunk's three generic actions: the events say what happened.
 */
export function catalogRequested(url: string = manifestUrl()) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { status } = getState().catalog;
    if (status === 'loading' || status === 'ready') return;
    dispatch(loadStarted());
    try {
      const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
      // A plain GET, so it reuses the response index.html preloaded (a custom header could stop the match).
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status} untuk ${url}`);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new Error(`Berkas katalog ${url} bukan JSON yang utuh`);
      }
      dispatch(loaded({ ...readManifest(json, url), url }));
    } catch (error) {
      dispatch(loadFailed({ error: error instanceof Error ? error.message : String(error) }));
    }
  };
}
