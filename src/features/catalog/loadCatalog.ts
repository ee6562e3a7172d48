import type { AppDispatch, RootState } from '../../app/store';
import { loadFailed, loadStarted, loaded } from './catalogSlice';
import { manifestUrl } from './catalogUrl';
import { fetchCatalogJson } from './split/fetchCatalogJson';
import { readManifest } from './split/splitReaders';

/**
 * Fetches and checks the catalogue's manifest once (a later call after a failure tries again):
 * the categories, each listing's figures and the version folder every other file is in. The
 * host sends it `no-cache`, the one file not named by version, so a rebuild shows at the next
 * visit. A thunk rather than createAsyncThunk's three generic actions: the events say what happened.
 */
export function catalogRequested(url: string = manifestUrl()) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { status } = getState().catalog;
    if (status === 'loading' || status === 'ready') return;
    dispatch(loadStarted());
    try {
      dispatch(loaded({ ...readManifest(await fetchCatalogJson(url), url), url }));
    } catch (error) {
      dispatch(loadFailed({ error: error instanceof Error ? error.message : String(error) }));
    }
  };
}
