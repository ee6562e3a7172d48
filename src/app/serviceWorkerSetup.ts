import { Workbox } from 'workbox-window';
import { showToast } from '../lib/toast';
import { alreadyLoadedDataUrls, type CacheUrlsMessage } from './serviceWorkerMessages';
import { updateToastAction } from './UpdateToastAction';
import { shop } from '../config/shop';

/** Talks to the service worker through workbox-window (loaded lazily by serviceWorker.ts). */
export async function startServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js');
  // First install: cache the catalogue and images this page fetched before the worker ran.
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const message: CacheUrlsMessage = {
      type: 'CACHE_URLS',
      payload: { urlsToCache: alreadyLoadedDataUrls(performance.getEntriesByType('resource'), location.origin) },
    };
    void wb.messageSW(message);
  });
  // A new version waits until the shopper says so: nothing changes under them mid-session.
  wb.addEventListener('waiting', () => {
    showToast(`Versi baru ${shop.name} tersedia.`, {
      variant: 'info',
      persist: true,
      preventDuplicate: true,
      action: updateToastAction(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }),
    });
  });
  await wb.register();
}
