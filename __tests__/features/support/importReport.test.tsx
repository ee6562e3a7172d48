import { screen, within } from '@testing-library/react';
import AdminPage from '../../../src/pages/AdminPage';
import { makeStore } from '../../../src/app/store';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { problemReport } from '../../../src/features/support/report/problemReport';
import { renderWithProviders } from '../../test-utils';
import { categories, products, readyCatalog, serveSplit } from '../catalog/catalog-test-utils';

/** The file a shopper's 'Laporkan masalah' makes, on a page with this catalogue. */
function shopperReport(catalogProducts = products) {
  const shopper = makeStore({ catalog: readyCatalog(catalogProducts) });
  shopper.dispatch(itemAdded({ id: 101, name: 'Sneakers Kanvas', price: 250000, image: '/putih.svg', selectedSize: '42', quantity: 2 }));
  return new File([problemReport(shopper.actionLog.getSnapshot()).text], 'langkah-laporan-x.json', { type: 'application/json' });
}

afterEach(() => jest.restoreAllMocks());

describe("'Impor log' with a shopper's report", () => {
  it('puts this shop catalogue in place of the version the report names, and says it is the same', async () => {
    const catalog = readyCatalog();
    const { user, store } = renderWithProviders(<AdminPage />, { preloadedState: { catalog } });
    await user.upload(screen.getByLabelText('Berkas log'), shopperReport());
    const version = catalog.manifest!.version;
    expect(
      await screen.findByText(`Katalog pembeli: versi ${version} (${products.length} produk, ${categories.length} kategori), sama dengan katalog toko saat ini.`),
    ).toBeInTheDocument();
    const viewer = screen.getByRole('region', { name: 'Log langkah-laporan-x.json' });
    expect(within(viewer).getByRole('table', { name: /^Keranjang/ })).toHaveTextContent('Sneakers Kanvas');
    // Support's own cart is untouched.
    expect(store.getState().cart.items).toEqual([]);
  });

  it('loads the shop catalogue when the page has not, and says when the shopper had another version', async () => {
    const report = shopperReport(products.slice(1));
    const { fetchMock } = serveSplit({ categories, products });
    const { user } = renderWithProviders(<AdminPage />);
    await user.upload(screen.getByLabelText('Berkas log'), report);
    expect(
      await screen.findByText(/^Katalog pembeli: versi [0-9a-f]{12} \(3 produk, 2 kategori\), berbeda dari katalog toko saat ini \(versi [0-9a-f]{12}\): harga dan stok bisa sudah berubah\. Keranjang diputar ulang sama persis/),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/catalog/manifest.json', expect.anything());
  });
});
