import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Product } from '../../../src/features/catalog/catalogTypes';
import type { NotaOrder } from '../../../src/features/checkout/order/orderRecord';
import { notaFragment } from '../../../src/features/nota/notaCodec';
import NotaPage from '../../../src/pages/NotaPage';
import { products, readyCatalog } from '../catalog/catalog-test-utils';
import { line, notaOrder } from '../../fixtures/notaOrders';
import { serveRegionFiles } from '../../fixtures/regionFetch';
import { renderWithProviders } from '../../test-utils';

jest.setTimeout(30_000);

const [sneakers, loafer] = products as [Product, Product];

/** The catalogue and the region files, each answered by its own stub, as one host serves both. */
function renderNota(order: NotaOrder) {
  const catalog = readyCatalog();
  const catalogFetch = globalThis.fetch;
  serveRegionFiles();
  const regionFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL) => (String(input).startsWith('/wilayah/') ? regionFetch(input) : catalogFetch(input))) as typeof fetch;
  return renderWithProviders(
    <Routes>
      <Route path="/nota" element={<NotaPage />} />
    </Routes>,
    { route: `/nota#${notaFragment(order)}`, preloadedState: { catalog } },
  );
}

const order = () =>
  notaOrder([line({ id: sneakers.id, name: sneakers.name, price: 200_000, quantity: 2 }), line({ id: loafer.id, name: loafer.name, price: 400_000 })], {
    shipping: { service: null, ongkir: null, grams: 1500 },
  });

it('an honest nota says what it checked, and that the people’s details are the buyer’s words', async () => {
  renderNota(order());
  expect(await screen.findByText('Harga dan nama produk, berat, nama wilayah, metode pembayaran dan hitungan nota ini sesuai katalog hari ini.')).toBeInTheDocument();
  expect(screen.getByText(/ditulis pembeli, tidak diperiksa toko/)).toBeInTheDocument();
  expect(screen.queryByText('tidak sesuai katalog')).not.toBeInTheDocument();
});

it('a forged nota is named by its codes and marked: product name, regions, payment', async () => {
  const forged = order();
  forged.lines[0] = { ...forged.lines[0]!, name: 'Sepatu Lari Ringan Aero' };
  forged.people.address = { ...forged.people.address, province: { code: '32', name: 'Papua' }, regency: { code: '32.73', name: 'Kabupaten Jayapura' }, district: { code: '32.73.02', name: 'Sentani' } };
  forged.payment = { kind: 'bank', label: 'BCA 0123456789 a.n. Budi (rekening baru toko)' };
  renderNota(forged);
  expect(await screen.findByText(/^Ada 5 hal yang tidak sesuai katalog/)).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Barang' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/^Sneakers Kanvas.*tautan menamainya “Sepatu Lari Ringan Aero”, bukan nama kode ini/);
  const nota = screen.getByRole('article', { name: /^Nota pesanan/ });
  expect(within(nota).getByText('Kota Bandung, Jawa Barat 40135')).toBeInTheDocument();
  expect(within(nota).getByText('Kel. Dago, Kec. Coblong')).toBeInTheDocument();
  expect(within(nota).getByText(/tautan menulis provinsi “Papua”, kodenya Jawa Barat/)).toBeInTheDocument();
  expect(within(nota).queryByText(/Jayapura, Papua/)).not.toBeInTheDocument();
  expect(screen.getByText('Pembayaran').nextElementSibling).toHaveTextContent(/“BCA 0123456789 a\.n\. Budi \(rekening baru toko\)” \(tulisan di tautan\)tidak sesuai katalog — bukan metode pembayaran toko/);
});

it('a custom line’s agreed price is said to be unchecked, and the sentence does not vouch for it', async () => {
  const custom = line({ id: 'custom-1', name: 'Tas custom', price: 150_000, type: 'custom', model: 'Tas' } as never);
  renderNota(notaOrder([custom], { shipping: { service: null, ongkir: null, grams: 500 } }));
  expect(await screen.findByText(/^Nama wilayah, metode pembayaran dan hitungan nota ini sesuai katalog hari ini\. Harga barang custom adalah kesepakatan dengan penjual dan tidak diperiksa katalog\.$/)).toBeInTheDocument();
  expect(screen.getByText('harga kesepakatan, tidak diperiksa katalog')).toBeInTheDocument();
});
