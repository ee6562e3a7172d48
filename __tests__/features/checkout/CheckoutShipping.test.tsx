import { shopContact } from '../../../src/config/shopContact';
import { act, screen, within } from '@testing-library/react';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { quantityChanged } from '../../../src/features/cart/cartSlice';
import type { CatalogManifest } from '../../../src/features/catalog/catalogSlice';
import { CartSummary } from '../../../src/features/cart/CartSummary';
import { CheckoutForm } from '../../../src/features/checkout/CheckoutForm';
import type { RateFile } from '../../../src/features/checkout/shipping/rateTypes';
import { formatPrice } from '../../../src/lib/formatPrice';
import { serveRegionFiles } from '../../fixtures/regionFetch';
import { readNota } from '../../../src/features/nota/notaCodec';
import { renderWithProviders } from '../../test-utils';
import { choosePayment } from '../../fixtures/payment';

// The checkout as a shopper in Kota Bandung uses it: regions from the files the build makes, the
// province's rates from the catalogue's folder of them, the summary and the message.

jest.setTimeout(30_000);

// A catalogue version of its own per kind of test: rate files are fetched once per URL, and the
// rates' folder is named by the `more` group's hash.
const manifestOf = (version: string) =>
  ({ url: 'http://localhost/catalog/manifest.json', version, groups: { home: 'a', search: 'b', ids: 'c', more: version, products: ['d'] }, listings: {} }) as unknown as CatalogManifest;

const rates: RateFile = {
  rows: [
    { area: '32', service: 'JNE REG', perKg: 9000, days: '1-2' },
    { area: '32.73', service: 'JNE REG', perKg: 7000, days: '1' },
    { area: '32.73', service: 'GoSend', confirm: true },
    { area: '32.73.02', service: 'Kurir toko', flat: 5000, days: '1' },
  ],
};

const sneakers: CartLine = { id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249000, image: '', quantity: 2, selectedColor: 'Hitam', selectedSize: '42', colorOptions: [] };
const products = [{ id: 'lk-001', slug: 'sneakers-kanvas-klasik', price: 249000, weight: 900 }];

function setup(ratesAvailable = true) {
  serveRegionFiles();
  const regionFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === 'http://localhost/catalog/v/rates/ongkir/32.json') return { ok: true, status: 200, json: async () => rates } as Response;
    if (url.startsWith('http://localhost/catalog/')) return { ok: false, status: 404, json: async () => null } as unknown as Response;
    return regionFetch(input);
  }) as typeof fetch;
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const store = makeStore({ cart: { items: [sneakers] }, catalog: { status: 'ready', manifest: manifestOf(ratesAvailable ? 'rates' : 'no-sheet'), error: null } });
  const seen: UnknownAction[] = [];
  const recording: Reducer<RootState> = (state, action) => {
    seen.push(action);
    return rootReducer(state, action);
  };
  store.replaceReducer(recording as unknown as typeof rootReducer);
  const rendered = renderWithProviders(
    <>
      <CartSummary />
      <CheckoutForm products={products} />
    </>,
    { store },
  );
  const openedText = () => new URL(String(open.mock.calls.at(-1)?.[0])).searchParams.get('text') ?? '';
  return { ...rendered, seen, openedText };
}

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name.replace('/', '\\/')}`) });

async function choose(user: ReturnType<typeof setup>['user'], level: string, typed: string, option: string) {
  await user.type(combobox(level), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillCoblong(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Rahasia Ayu');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '0857 1111 2222');
  await choose(user, 'Provinsi', 'jabar', 'Jawa Barat');
  await choose(user, 'Kota/Kabupaten', 'kota bdg', 'Kota Bandung');
  await choose(user, 'Kecamatan', 'cob', 'Coblong');
  await user.type(screen.getByRole('textbox', { name: /^Alamat \(jalan/ }), 'Jl. Rahasia 9');
}

const totals = () => screen.getByRole('region', { name: 'Ringkasan' });
/** toHaveTextContent collapses whitespace, formatPrice's U+00A0 included. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('prices each service for the cart’s weight, adds the chosen ongkir to Total bayar, and dispatches the service and ongkir only', async () => {
  const { user, seen, openedText, store } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'x'); // nothing priced before the kecamatan
  expect(screen.queryByRole('radiogroup', { name: 'Pengiriman' })).not.toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Nama' }));
  await fillCoblong(user);

  // 2 × 900 g = 1.8 kg, billed as 2 kg. Kurir toko's Coblong row beats nothing; JNE REG's Kota
  // Bandung row beats Jawa Barat's; GoSend is priced by the seller; pickup in the shop's own kota.
  const group = await screen.findByRole('radiogroup', { name: 'Pengiriman' });
  expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
    `Kurir toko${formatPrice(5000)} · 1 hari`,
    `JNE REG${formatPrice(14000)} · 1 hari`,
    'GoSendongkir dikonfirmasi penjual',
    `Ambil di toko${formatPrice(0)}`,
  ]);
  // Rp 2.000 under the shop's threshold (Rp 500.000): she is told what earns free shipping.
  expect(screen.getByText(plain(`Tambah ${formatPrice(2000)} lagi untuk gratis ongkir.`))).toBeInTheDocument();
  // No service chosen yet: sending asks for one and takes the shopper there.
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(within(group).getByText('Pilih pengiriman.')).toBeInTheDocument();
  expect(within(group).getAllByRole('radio')[0]).toHaveFocus();

  await user.click(within(group).getByRole('radio', { name: /^JNE REG/ }));
  expect(totals()).toHaveTextContent(plain(`Total harga${formatPrice(498000)}Ongkir${formatPrice(14000)}Total bayar${formatPrice(512000)}`));
  // The same figure right above the order button, not only in the summary far up the page.
  expect(screen.getByRole('button', { name: 'Pesan via WhatsApp' }).previousElementSibling).toHaveTextContent(plain(`Total bayar${formatPrice(512000)}`));

  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(openedText()).toContain(`Total harga: ${formatPrice(498000)}\nBerat: 1,8 kg (ongkir dihitung 2 kg)\nPengiriman: JNE REG (1 hari)\nOngkir: ${formatPrice(14000)}\nTotal bayar: ${formatPrice(512000)}`);
  expect(openedText()).toContain('Alamat: Jl. Rahasia 9\nKecamatan: Coblong\nKota/Kabupaten: Kota Bandung\nProvinsi: Jawa Barat');
  // The nota link carries the order and its people (the codec arrived while the form was filled).
  const nota = openedText().match(/\*Nota pesanan\*\nhttp:\/\/localhost\/nota#(\S+)/)?.[1];
  const read = readNota(nota ?? '');
  expect(read.ok && read.order.people.address.district?.name).toBe('Coblong');
  expect(read.ok && [read.order.shipping.service, read.order.shipping.ongkir, read.order.people.name]).toEqual(['JNE REG', 14000, 'Rahasia Ayu']);

  // What reached the store: the service and its ongkir, never the people or the place.
  expect(seen.filter((action) => action.type.startsWith('shipping/')).at(-1)).toEqual({ type: 'shipping/shippingChosen', payload: { service: 'JNE REG', ongkir: 14000 } });
  const recorded = JSON.stringify([seen, store.getState(), { ...localStorage }]);
  for (const secret of ['Rahasia', 'Coblong', 'Kota Bandung', '32.73', '1111']) expect(recorded).not.toContain(secret);
});

it('re-prices the chosen service when the weight changes, and makes the cheapest free at the threshold', async () => {
  const { user, store } = setup();
  await fillCoblong(user);
  await user.click(await screen.findByRole('radio', { name: /^JNE REG/ }));
  // A third pair: 2.7 kg → 3 kg; 747.000 reaches the demo's 500.000 threshold, so Kurir toko is free.
  act(() => void store.dispatch(quantityChanged({ id: 'lk-001', selectedColor: 'Hitam', selectedSize: '42', quantity: 3 })));
  expect(await screen.findByRole('radio', { name: `JNE REG ${formatPrice(21000)} · 1 hari` })).toBeChecked();
  expect(screen.getByRole('radio', { name: `Kurir toko gratis ongkir (biasanya ${formatPrice(5000)}) · 1 hari` })).toBeInTheDocument();
  expect(totals()).toHaveTextContent(plain(`Ongkir${formatPrice(21000)}Total bayar${formatPrice(768000)}`));
  expect(screen.queryByText(/lagi untuk gratis ongkir\.$/)).not.toBeInTheDocument(); // reached: nothing more to earn
});

it('goes on with "Ongkir dikonfirmasi penjual" when the province has no rates to fetch', async () => {
  const { user, openedText } = setup(false);
  await fillCoblong(user);
  expect(await screen.findByText(/^Ongkir dikonfirmasi penjual: toko menghitungnya/)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('radiogroup', { name: 'Pengiriman' })).not.toBeInTheDocument();
  expect(totals()).toHaveTextContent('Ongkirdikonfirmasi penjualTotal bayardikonfirmasi penjual');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(openedText()).toContain('Berat: 1,8 kg\nOngkir: dikonfirmasi penjual\nTotal bayar: mohon dikirim penjual');
});

it('remembers the name, number and address only when asked, and forgets them with "Hapus data saya"', async () => {
  const first = setup();
  await fillCoblong(first.user);
  await first.user.click(await screen.findByRole('radio', { name: /^Kurir toko/ }));
  await first.user.click(screen.getByRole('checkbox', { name: 'Ingat alamat ini di perangkat ini' }));
  await choosePayment(first.user);
  await first.user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(JSON.parse(localStorage.getItem('savedAddress')!)).toMatchObject({ name: 'Rahasia Ayu', address: { district: { code: '32.73.02', name: 'Coblong' }, street: 'Jl. Rahasia 9' } });
  first.unmount();

  const again = setup();
  expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('Rahasia Ayu');
  expect(combobox('Kecamatan')).toHaveValue('Coblong');
  expect(screen.getByRole('checkbox', { name: 'Ingat alamat ini di perangkat ini' })).toBeChecked();
  // The remembered destination is priced again at once.
  expect(await screen.findByRole('radiogroup', { name: 'Pengiriman' })).toBeInTheDocument();
  await again.user.click(screen.getByRole('button', { name: 'Hapus data saya' }));
  expect(localStorage.getItem('savedAddress')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('');
  expect(combobox('Provinsi')).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Ingat alamat ini di perangkat ini' })).not.toBeChecked();
});

it('names the dropship sender and checks the sender’s number', async () => {
  const { user, openedText } = setup();
  await fillCoblong(user);
  await user.click(await screen.findByRole('radio', { name: /^Kurir toko/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Dikirim atas nama orang lain (dropship)' }));
  await user.type(screen.getByRole('textbox', { name: /^Nama pengirim/ }), 'Toko Sinar');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP pengirim/ }), '021 555');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.getByRole('textbox', { name: /^Nomor HP pengirim/ })).toHaveFocus();
  await user.clear(screen.getByRole('textbox', { name: /^Nomor HP pengirim/ }));
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP pengirim/ }), '0813 2222 3333');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(openedText()).toContain('*Penerima*\nNama: Rahasia Ayu\nNomor HP: +6285711112222\nAlamat: Jl. Rahasia 9');
  expect(openedText()).toContain('*Pengirim (dropship)*\nNama pengirim: Toko Sinar\nNomor HP pengirim: +6281322223333');
});

it("'Ambil di toko' needs no street, says where to collect, and COD with it is paid at the shop", async () => {
  const { user, openedText } = setup();
  await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Rahasia Ayu');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '0857 1111 2222');
  await choose(user, 'Provinsi', 'jabar', 'Jawa Barat');
  await choose(user, 'Kota/Kabupaten', 'kota bdg', 'Kota Bandung');
  await choose(user, 'Kecamatan', 'cob', 'Coblong');
  await user.click(await screen.findByRole('radio', { name: /^Ambil di toko/ }));
  expect(screen.getByRole('textbox', { name: /^Alamat \(jalan/ })).not.toBeRequired();
  const cod = screen.getByRole('radio', { name: /^Bayar di tempat \(COD\)/ });
  expect(cod.closest('label')).toHaveTextContent('Bayar tunai di toko saat mengambil pesanan');
  await user.click(cod);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(openedText()).toContain(`Pengiriman: Ambil di toko\nAmbil di: ${shopContact.address}\n`);
  expect(openedText()).toContain('Pembayaran: Bayar di tempat (COD): bayar tunai di toko saat mengambil pesanan');
  expect(openedText()).not.toContain('kurir');
  expect(await screen.findByRole('region', { name: 'Cara membayar' })).toHaveTextContent(plain(`Bayar tunai ${formatPrice(498000)} di toko saat mengambil pesanan: ${shopContact.address}.`));
});
