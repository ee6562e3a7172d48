import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../src/app/layout/Layout';
import { lazyPage, reloadGuardKey } from '../../src/app/lazyPage';
import { slow } from '../fixtures/frame';
import { renderWithProviders } from '../test-utils';

const page = { default: () => <h1>Halaman hadiah</h1> };
const chunkError = () => Object.assign(new Error('Loading chunk page-gift failed.'), { name: 'ChunkLoadError' });

function renderLazy(load: () => Promise<typeof page>, reload = jest.fn()) {
  const Page = lazyPage(load, { retries: 2, firstDelayMs: 1, reload });
  renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Page />} />
      </Route>
    </Routes>,
  );
  return reload;
}

let preloadErrors: Event[];
const onPreloadError = (event: Event) => preloadErrors.push(event);
beforeEach(() => {
  preloadErrors = [];
  window.addEventListener('preload-error', onPreloadError);
});
afterEach(() => window.removeEventListener('preload-error', onPreloadError));

it('retries a failed chunk and shows the page when a retry succeeds', async () => {
  const load = jest.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue(page);
  const reload = renderLazy(load);
  expect(await screen.findByRole('heading', { name: 'Halaman hadiah' }, slow)).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
  expect(preloadErrors).toHaveLength(0);
  expect(reload).not.toHaveBeenCalled();
});

it('after the retries, announces preload-error and reloads once, remembering it in sessionStorage', async () => {
  const load = jest.fn().mockRejectedValue(chunkError());
  const reload = renderLazy(load);
  await screen.findByRole('status');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(load).toHaveBeenCalledTimes(3);
  expect(preloadErrors).toHaveLength(1);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(reloadGuardKey)).not.toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('does not reload a second time: it shows the Muat ulang alert inside the frame', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem(reloadGuardKey, '1');
  const reload = renderLazy(jest.fn().mockRejectedValue(chunkError()));
  expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Halaman gagal dimuat');
  expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(preloadErrors).toHaveLength(1);
  expect(reload).not.toHaveBeenCalled();
  jest.mocked(console.error).mockRestore();
});

it('never reloads when sessionStorage itself throws (no way to prevent a loop)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  const reload = renderLazy(jest.fn().mockRejectedValue(chunkError()));
  expect(await screen.findByRole('button', { name: 'Muat ulang' }, slow)).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  getItem.mockRestore();
  jest.mocked(console.error).mockRestore();
});

it('lets a listener cancel the automatic reload', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const cancel = (event: Event) => event.preventDefault();
  window.addEventListener('preload-error', cancel);
  const reload = renderLazy(jest.fn().mockRejectedValue(chunkError()));
  expect(await screen.findByRole('button', { name: 'Muat ulang' }, slow)).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  window.removeEventListener('preload-error', cancel);
  jest.mocked(console.error).mockRestore();
});

it('forgets the reload once a chunk arrives, so a later deploy may reload again', async () => {
  sessionStorage.setItem(reloadGuardKey, '1');
  renderLazy(jest.fn().mockResolvedValue(page));
  await screen.findByRole('heading', { name: 'Halaman hadiah' }, slow);
  expect(sessionStorage.getItem(reloadGuardKey)).toBeNull();
});
