import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { notaFragment } from '../../src/features/nota/notaCodec';
import NotaPage from '../../src/pages/NotaPage';
import { categories, products, readyCatalog, serveSplit } from '../features/catalog/catalog-test-utils';
import { line, notaOrder } from '../fixtures/notaOrders';
import { renderWithProviders } from '../test-utils';

jest.setTimeout(30_000);

const [sneakers, loafer] = products as [Product, Product];
const order = () =>
  notaOrder([line({ id: sneakers.id, name: sneakers.name, price: 200_000, quantity: 2, selectedColor: 'Hitam', selectedSize: '40' }), line({ id: loafer.id, name: loafer.name, price: 400_000 })], {
    shipping: { service: null, ongkir: null, grams: 1500 },
  });

function renderNota(fragment: string, catalog = readyCatalog()) {
  return renderWithProviders(
    <Routes>
      <Route path="/nota" element={<NotaPage />} />
    </Routes>,
    { route: `/nota#${fragment}`, preloadedState: { catalog } },
  );
}

it('shows the order with its heading, lines, totals and people, checked against the catalogue', async () => {
  renderNota(notaFragment(order()));
  expect(screen.getByRole('heading', { level: 1, name: 'Nota pesanan LK-7F3K-2Q9D' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Memeriksa nota');
  expect(await screen.findByText(/sesuai katalog hari ini/)).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Barang' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/Sneakers Kanvas.*Kode sneakers-kanvas · Warna: Hitam · Ukuran: 40.*2.*Rp.200\.000.*Rp.400\.000/);
  expect(screen.getByText('27 November 2026, 15.15 WIB', { exact: false })).toBeInTheDocument();
  const nota = screen.getByRole('article', { name: /^Nota pesanan/ });
  expect(within(nota).getByText('Siti Nurhaliza Rahmawati')).toBeInTheDocument();
  expect(within(nota).getByText('Kel. Dago, Kec. Coblong')).toBeInTheDocument();
  expect(within(nota).getByText('Toko Berkah Jaya')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cetak nota' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cetak label' })).toBeInTheDocument();
  expect(screen.queryByText('tidak sesuai katalog')).not.toBeInTheDocument();
});

it('marks a price lowered by hand and totals that do not add up', async () => {
  const edited = order();
  edited.lines[1] = { ...edited.lines[1]!, price: 40_000 };
  renderNota(notaFragment(edited));
  expect(await screen.findByText(/Ada 2 hal yang tidak sesuai katalog/)).toBeInTheDocument();
  const loaferRow = within(screen.getByRole('table', { name: 'Barang' })).getAllByRole('row')[2]!;
  expect(loaferRow).toHaveTextContent(/tidak sesuai katalog — hari ini Rp.400\.000/);
  expect(screen.getByText('Total harga').nextElementSibling).toHaveTextContent(/tidak sesuai katalog — jumlah barangnya Rp.440\.000/);
});

it('renders hostile text as text', async () => {
  const hostile = order();
  hostile.people = { ...hostile.people, name: '<img src=x onerror="window.hacked=1">', note: '<script>window.hacked=1</script>' };
  renderNota(notaFragment(hostile));
  expect(within(screen.getByRole('article')).getByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument();
  expect(document.querySelector('main img, img[src="x"], script')).toBeNull();
  await screen.findByText(/sesuai katalog/);
});

it('still shows the nota when the catalogue cannot be read, and says it was not checked', async () => {
  serveSplit({ categories, products }, { broken: () => true });
  renderNota(notaFragment(order()), { status: 'idle', manifest: null, error: null });
  expect(await screen.findByText(/belum bisa diperiksa karena katalog toko gagal dimuat/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Nota pesanan LK-7F3K-2Q9D' })).toBeInTheDocument();
});

it('says a cut link is cut in one sentence, and nothing of the order', async () => {
  const fragment = notaFragment(order());
  renderNota(fragment.slice(0, fragment.length - 10));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Tautan nota ini terpotong, .*lagi\.$/);
  expect(screen.queryByText(/Siti|Sneakers/)).not.toBeInTheDocument();
  await act(() => Promise.resolve());
});

it('copies the address with one tap', async () => {
  const { user } = renderNota(notaFragment(order()));
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(screen.getByRole('button', { name: 'Salin alamat' }));
  expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Siti Nurhaliza Rahmawati\n081234567890\nJl\. Cihampelas No\. 160.*\nKel\. Dago, Kec\. Coblong\nKota Bandung, Jawa Barat 40135$/s));
  await screen.findByText(/sesuai katalog/);
});

it('prints the label on 100 × 150 mm paper, and the nota on A4', async () => {
  const { user } = renderNota(notaFragment(order()));
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  // jsdom drops @page rules; the page marks <html> with the layout the @page rule follows (e2e/nota.spec.ts measures the PDF).
  const pageRule = () => document.documentElement.dataset.print;
  await user.click(screen.getByRole('button', { name: 'Cetak label' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(pageRule()).toBe('label');
  act(() => void window.dispatchEvent(new Event('afterprint')));
  expect(pageRule()).toBe('nota');
  print.mockRestore();
  await screen.findByText(/sesuai katalog/);
});

it("the label of a COD order carries the COD flag and the amount to collect, large; a pickup says where", async () => {
  const cod = notaOrder([line({ id: sneakers.id, name: sneakers.name, price: 200_000, quantity: 2, selectedColor: 'Hitam', selectedSize: '40' })], {
    shipping: { service: 'Ambil di toko', ongkir: 0, grams: 1000 },
    payment: { kind: 'cod', label: 'Bayar di tempat (COD)' },
    uniqueCode: 0,
    goodsTotal: 400_000,
    toPay: 400_000,
  });
  renderNota(notaFragment(cod));
  await screen.findByText(/katalog/);
  const label = document.querySelector('[data-print-layout="label"]')!;
  expect(label).toHaveTextContent(/COD\s*Tagih Rp.400\.000/);
  expect(label).toHaveTextContent(/Diambil di toko: Jl\. /);
  // The nota says where to collect it too.
  expect(screen.getByRole('article', { name: /^Nota pesanan/ })).toHaveTextContent(/Ambil di toko, di Jl\. /);
});
