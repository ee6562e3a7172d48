import { act, screen, within } from '@testing-library/react';
import AdminPage from '../../src/pages/AdminPage';
import { makeStore } from '../../src/app/store';
import { itemAdded } from '../../src/features/cart/cartSlice';
import { themeToggled } from '../../src/features/theme/themeSlice';
import { addSandal, emptyState, logText, sandal } from '../fixtures/actionLogs';
import { renderWithProviders } from '../test-utils';
import { categories, fetchedPaths, products, readyCatalog, serveCatalog, serveSplit } from '../features/catalog/catalog-test-utils';

const sneakers = { id: 101, name: 'Sneakers Kanvas', price: 250000, image: '/putih.svg' };

/** jsdom has no object URLs: keep what would have been downloaded. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:langkah/${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => jest.restoreAllMocks());

describe('the support console', () => {
  it('shows the current cart lines and theme as tables, live', async () => {
    const store = makeStore();
    store.dispatch(itemAdded({ ...sneakers, selectedSize: '42', quantity: 2 }));
    renderWithProviders(<AdminPage />, { store });
    const cart = screen.getByRole('table', { name: 'Keranjang (sekarang)' });
    const row = within(cart).getByRole('row', { name: /Sneakers Kanvas/ });
    expect(row).toHaveTextContent('101');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent(/Rp.500\.000/);
    expect(screen.getByRole('table', { name: 'Tema dan tampilan (sekarang)' })).toHaveTextContent(/Pilihan temaIkuti perangkat/);

    act(() => {
      store.dispatch(themeToggled());
    });
    expect(screen.getByRole('table', { name: 'Tema dan tampilan (sekarang)' })).toHaveTextContent(/Pilihan temaGelap/);
    // The catalogue check starts with the console (no catalogue is served here): it settles within the test.
    await screen.findByText(/Berkas katalog tidak bisa diperiksa/);
  });

  it('lists the actions of this page live and exports them in Redux DevTools format', async () => {
    const { blobs, names } = captureDownloads();
    const store = makeStore();
    store.dispatch(itemAdded(sandal));
    const { user } = renderWithProviders(<AdminPage />, { store });
    act(() => {
      store.dispatch(themeToggled());
    });
    const log = screen.getByRole('list', { name: 'Aksi terbaru' });
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^#2 theme\/toggled\s*\d\d\.\d\d\.\d\d$/),
      expect.stringMatching(/^#1 cart\/itemAdded\s*\d\d\.\d\d\.\d\d$/),
    ]);
    // The payload shows when its row is opened.
    const added = within(log).getAllByRole('listitem')[1]!;
    await user.click(within(added).getByText('cart/itemAdded'));
    expect(added).toHaveTextContent('"name": "Sandal Kulit"');

    await user.click(screen.getByRole('button', { name: 'Ekspor log' }));
    expect(names).toEqual([expect.stringMatching(/^langkah-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/)]);
    const file = JSON.parse(await blobs[0]!.text());
    expect(JSON.parse(file.payload).map((action: { type: string }) => action.type)).toEqual(['cart/itemAdded', 'theme/toggled']);
    expect(JSON.parse(file.preloadedState)).toEqual(emptyState);
    await screen.findByText(/Berkas katalog tidak bisa diperiksa/);
  });

  it('steps through an imported log without touching the cart until Terapkan is confirmed', async () => {
    const store = makeStore();
    store.dispatch(itemAdded(sneakers));
    const { user } = renderWithProviders(<AdminPage />, { store });
    const log = logText([addSandal(), addSandal(), { type: 'theme/toggled' }], emptyState);
    await user.upload(screen.getByLabelText('Berkas log'), new File([log], 'sesi.json', { type: 'application/json' }));

    const slider = await screen.findByRole('slider', { name: 'Langkah' });
    expect(slider).toHaveValue('3');
    expect(screen.getByRole('table', { name: 'Keranjang (setelah aksi #3)' })).toHaveTextContent('Sandal Kulit');
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    const atOne = screen.getByRole('table', { name: 'Keranjang (setelah aksi #1)' });
    expect(within(atOne).getByRole('row', { name: /Sandal Kulit/ })).toHaveTextContent(/Sandal Kulit.*1Rp/);
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(screen.getByText(/Keranjang \(awal log\):/).closest('p')).toHaveTextContent('kosong');

    // Browsing changed nothing here.
    expect(store.getState().cart.items.map((line) => line.id)).toEqual([101]);

    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Terapkan ke browser ini' }));
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(store.getState().cart.items.map((line) => line.id)).toEqual([101]);

    await user.click(screen.getByRole('button', { name: 'Terapkan ke browser ini' }));
    await user.click(screen.getByRole('button', { name: 'Ya, terapkan' }));
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 'sandal', quantity: 2 })]);
    expect(store.getState().theme.mode).toBe('system');
    expect(screen.getByRole('table', { name: 'Keranjang (sekarang)' })).toHaveTextContent('Sandal Kulit');
  });

  it('says in one line why a bad log cannot be read, and keeps working', async () => {
    const { user } = renderWithProviders(<AdminPage />);
    const bad = logText([addSandal(), { type: 'cart/dibuang' }]);
    await user.upload(screen.getByLabelText('Berkas log'), new File([bad], 'rusak.json'));
    await screen.findByText(/Log tidak bisa dibaca/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Log tidak bisa dibaca. rusak.json: aksi #2 ("cart/dibuang"): jenis aksi tidak dikenal',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it("resets local data only after confirmation", async () => {
    localStorage.setItem('theme', 'dark');
    const store = makeStore({ theme: { mode: 'dark', systemPrefersDark: false } });
    store.dispatch(itemAdded(sandal));
    const { user } = renderWithProviders(<AdminPage />, { store });
    await user.click(screen.getByRole('button', { name: 'Reset data lokal' }));
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(store.getState().cart.items).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reset data lokal' }));
    await user.click(screen.getByRole('button', { name: 'Ya, reset data lokal' }));
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().theme.mode).toBe('system');
    expect(screen.getByText(/Keranjang \(sekarang\):/).closest('p')).toHaveTextContent('kosong');
  });

  it('shows catalogue health: what this page loaded, and the published split checked as a first visit reads it', async () => {
    const catalog = readyCatalog(products, { broken: (path) => path.endsWith('/list/kategori/tas/terbaru-1.json') });
    const { manifest } = catalog;
    const fetched = globalThis.fetch as unknown as jest.Mock;
    renderWithProviders(<AdminPage />, { preloadedState: { catalog } });
    const summary = screen.getByRole('table', { name: 'Ringkasan katalog' });
    expect(summary).toHaveTextContent(`Katalog di halaman iniDimuat: versi ${manifest!.version}, ${products.length} produk`);
    expect(await within(summary).findByText(`versi ${manifest!.version}, ${products.length} produk, ${categories.length} kategori`)).toBeInTheDocument();
    // The manifest, home.json and each listing's first page: one of them answers 500.
    const files = 2 + Object.values(manifest!.listings).filter(({ total }) => total > 0).length;
    expect(summary).toHaveTextContent(`Berkas terbaca${files - 1} dari ${files}`);
    expect(summary).toHaveTextContent('Masalah validasi1');
    expect(within(screen.getByRole('list', { name: 'Masalah validasi' })).getByRole('listitem')).toHaveTextContent('list/kategori/tas/terbaru-1.json: HTTP 500');
    // Small files only: never catalog.json, search.json or a product's file.
    const paths = fetchedPaths(fetched);
    expect(paths).toHaveLength(files);
    expect(paths.filter((path) => /catalog\.json|search\.json|produk\//.test(path))).toEqual([]);
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/catalog\/manifest\.json$/), expect.objectContaining({ cache: 'no-cache' }));
  });

  it('says when the host serves another catalogue version than this page loaded', async () => {
    const catalog = readyCatalog();
    // The host has been rebuilt with one product fewer since this page loaded its manifest.
    serveSplit({ categories, products: products.slice(0, 3) });
    renderWithProviders(<AdminPage />, { preloadedState: { catalog } });
    const summary = screen.getByRole('table', { name: 'Ringkasan katalog' });
    expect(await within(summary).findByText(/versi \w+, 3 produk, 2 kategori \(halaman ini memakai versi lain/)).toBeInTheDocument();
    expect(summary).toHaveTextContent('Masalah validasi0');
  });

  it('keeps keyboard focus in the console when a button it pressed is disabled', async () => {
    serveSplit({ categories, products });
    const store = makeStore();
    store.dispatch(itemAdded(sneakers));
    const { user } = renderWithProviders(<AdminPage />, { store });

    // Stepping a log to either end: focus goes to the slider, which says where it is.
    await user.upload(screen.getByLabelText('Berkas log'), new File([logText([addSandal(), addSandal()], emptyState)], 'sesi.json', { type: 'application/json' }));
    const slider = await screen.findByRole('slider', { name: 'Langkah' });
    const previous = screen.getByRole('button', { name: 'Sebelumnya' });
    previous.focus();
    await user.keyboard('{Enter}');
    expect(previous).toHaveFocus(); // step 1 of 2: still there to press
    await user.keyboard('{Enter}');
    expect(slider).toHaveValue('0');
    expect(slider).toHaveFocus();

    // Starting a new log empties it: focus goes to its other button.
    screen.getByRole('button', { name: 'Mulai log baru' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Ekspor log' })).toHaveFocus();

    // Checking the catalogue again: the button says it is busy but keeps its focus.
    const recheck = screen.getByRole('button', { name: 'Periksa ulang' });
    await screen.findByText('Tidak ada masalah validasi.');
    // The manifest's answer waits; the files after it are served as before.
    const served = globalThis.fetch;
    let answer: () => void = () => undefined;
    globalThis.fetch = jest.fn((...args: Parameters<typeof fetch>) => new Promise<Response>((resolve) => (answer = () => resolve(served(...args)))));
    recheck.focus();
    await user.keyboard('{Enter}');
    expect(recheck).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}'); // busy: a second press starts nothing
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    globalThis.fetch = served;
    await act(async () => answer());
    expect(await screen.findByText('Tidak ada masalah validasi.')).toBeInTheDocument();
    expect(recheck).toHaveAttribute('aria-disabled', 'false');
    expect(recheck).toHaveFocus();
  });

  it('says so when the catalogue file cannot be fetched', async () => {
    serveCatalog(null);
    renderWithProviders(<AdminPage />);
    expect(await screen.findByText('Berkas katalog tidak bisa diperiksa: manifest.json: tidak terjangkau: jaringan putus')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ringkasan katalog' })).toHaveTextContent('Belum dimuat');
  });
});
