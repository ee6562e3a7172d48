import type { AppDispatch, RootState } from '../../app/store';
import { parseCatalog } from './catalogSchema';
import { loadFailed, loadStarted, loaded } from './catalogSlice';
import { catalogUrl } from './catalogUrl';

const TIMEOUT_MS = 15_000;

/**
 * Fetches and validates the catalogue once; a later call after a failure tries again.
 * A thunk rather than createAsyncThunk's three generic actions: the events say what happened.
 */
export function catalogRequested(url: string = catalogUrl()) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { status } = getState().catalog;
    if (status === 'loading' || status === 'ready') return;
    dispatch(loadStarted());
    try {
      const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
      // A plain GET, so it reuses the response index.html preloaded (a custom header could stop the match).
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status} untuk ${url}`);
      dispatch(loaded(await parseCatalog(await response.json(), url)));
    } catch (error) {
      dispatch(loadFailed({ error: error instanceof Error ? error.message : String(error) }));
    }
  };
}
