import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { shop } from '../../../src/config/shop';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { replayLogFile } from '../../../src/features/support/replay';
import { findFooter, renderFrame, slow } from '../../fixtures/frame';
import { products, readyCatalog } from '../catalog/catalog-test-utils';
import { shopReducer } from '../../../src/app/rootReducer';

const sneakers = { id: 101, name: 'Sneakers Kanvas', price: 250000, image: '/putih.svg' };

/** jsdom has no object URLs: keep what would have been downloaded. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:langkah/1';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

/** A phone's Web Share API, which can share files. */
function shareSheet(result: () => Promise<void>) {
  const share = jest.fn((_data: ShareData) => result());
  Object.assign(navigator, { share, canShare: (data: ShareData) => !!data.files?.length });
  return share;
}

afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(navigator, { share: undefined, canShare: undefined });
});

function shopperSession() {
  const store = makeStore({ catalog: readyCatalog() });
  store.dispatch(itemAdded({ ...sneakers, selectedSize: '42', quantity: 2 }));
  return store;
}

describe("'Laporkan masalah'", () => {
  it('in the footer: downloads this browser log, which replays to the same cart, and says to send it in the chat', async () => {
    const files = captureDownloads();
    const store = shopperSession();
    const { user } = renderFrame({ store });
    const footer = await findFooter();
    await user.click(within(footer).getByRole('button', { name: 'Laporkan masalah' }));

    const status = await within(footer).findByText(/^Berkas laporan/);
    await waitFor(() => expect(status).toHaveTextContent(`Berkas laporan sudah diunduh. Kirim berkas itu di chat WhatsApp Langkah (+${shop.whatsappNumber}).`));
    expect(within(status).getByRole('link', { name: 'Buka chat WhatsApp' })).toHaveAttribute('href', expect.stringMatching(`^https://wa\\.me/${shop.whatsappNumber}\\?text=`));

    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^langkah-laporan-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/);
    const text = await files[0]!.blob.text();
    // The catalogue by version only: none of its products' descriptions travel.
    for (const product of products) expect(text).not.toContain(product.description);
    expect(JSON.parse(text).catalog).toEqual(expect.objectContaining({ products: products.length }));
    const replayed = replayLogFile(text, shopReducer);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(replayed.value.final.cart).toEqual(store.getState().cart);
  });

  it('hands the file to the share sheet where the browser can share files', async () => {
    const files = captureDownloads();
    const share = shareSheet(() => Promise.resolve());
    const { user } = renderFrame({ store: shopperSession() });
    const footer = await findFooter();
    await user.click(within(footer).getByRole('button', { name: 'Laporkan masalah' }));
    expect(await within(footer).findByText(`Pilih WhatsApp lalu kirim berkas laporan ke chat Langkah (+${shop.whatsappNumber}).`, { exact: false })).toHaveAttribute('aria-live', 'polite');
    const shared = share.mock.calls[0]![0].files!;
    expect(shared.map((file) => [file.name.startsWith('langkah-laporan-'), file.type])).toEqual([[true, 'application/json']]);
    expect(files).toEqual([]);
  });

  it('says nothing went out when the shopper cancels the share sheet', async () => {
    captureDownloads();
    shareSheet(() => Promise.reject(new DOMException('batal', 'AbortError')));
    const { user } = renderFrame({ store: shopperSession() });
    const footer = await findFooter();
    await user.click(within(footer).getByRole('button', { name: 'Laporkan masalah' }));
    expect(await within(footer).findByText(/^Laporan tidak jadi dibagikan\./)).toHaveAttribute('aria-live', 'polite');
    expect(within(footer).queryByRole('link', { name: 'Buka chat WhatsApp' })).not.toBeInTheDocument();
  });

  it('is in the footer only: nothing beside the chat button floats over the page', async () => {
    renderFrame({ store: shopperSession() });
    const footer = await findFooter();
    expect(within(footer).getByRole('button', { name: 'Laporkan masalah' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Chat/ }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Laporkan masalah' })).toHaveLength(1);
    expect(screen.queryByRole('complementary', { name: 'Laporan masalah' })).not.toBeInTheDocument();
  });
});
