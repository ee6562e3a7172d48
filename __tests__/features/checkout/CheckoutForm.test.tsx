import { screen } from '@testing-library/react';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { makeStore, type AppStore } from '../../../src/app/store';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { quantityChanged, selectCartItems } from '../../../src/features/cart/cartSlice';
import { CheckoutForm } from '../../../src/features/checkout/CheckoutForm';
import { legacyCart } from '../../fixtures/legacyCart';
import { renderWithProviders } from '../../test-utils';
import { typeFreeTextAddress } from '../../fixtures/freeTextAddress';
import { choosePayment } from '../../fixtures/payment';

const cart = legacyCart as unknown as CartLine[];

/** Records every action that reaches the reducers: what DevTools and the action log would see. */
function recordActions(store: AppStore): UnknownAction[] {
  const seen: UnknownAction[] = [];
  const recording: Reducer<RootState> = (state, action) => {
    seen.push(action);
    return rootReducer(state, action);
  };
  store.replaceReducer(recording as unknown as typeof rootReducer);
  return seen;
}

function setup(items: CartLine[] = cart, props: Parameters<typeof CheckoutForm>[0] = {}) {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const store = makeStore({ cart: { items } });
  const rendered = renderWithProviders(<CheckoutForm {...props} />, { store });
  const openedText = () => {
    const url = open.mock.calls.at(-1)?.[0];
    return url === undefined ? undefined : new URL(String(url)).searchParams.get('text');
  };
  return { ...rendered, open, openedText };
}

async function fill(user: ReturnType<typeof setup>['user'], values: { name?: string; phone?: string; address?: string; note?: string }) {
  if (values.name !== undefined) await user.type(screen.getByRole('textbox', { name: 'Nama' }), values.name);
  if (values.phone !== undefined) await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), values.phone);
  if (values.address !== undefined) await typeFreeTextAddress(user, values.address);
  if (values.note !== undefined) await user.type(screen.getByRole('textbox', { name: /^Catatan/ }), values.note);
}

afterEach(() => jest.restoreAllMocks());

it('marks Nama, Nomor HP, the address levels down to Kecamatan and Alamat required, Kelurahan/Desa, Kode pos and Catatan optional', () => {
  setup();
  expect(screen.getByRole('textbox', { name: 'Nama' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: /^Nomor HP/ })).toBeRequired();
  for (const level of ['Provinsi', 'Kota/Kabupaten', 'Kecamatan']) expect(screen.getByRole('combobox', { name: new RegExp(`^${level}`) })).toBeRequired();
  expect(screen.getByRole('combobox', { name: /^Kelurahan\/Desa/ })).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: /^Kode pos/ })).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: /^Alamat/ })).toBeRequired();
  expect(screen.getByRole('textbox', { name: /^Catatan/ })).not.toBeRequired();
});

it('explains every missing field, focuses the first and opens nothing', async () => {
  const { user, open } = setup();
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.getByText('Isi nama penerima.')).toBeInTheDocument();
  expect(screen.getByText('Isi nomor HP.')).toBeInTheDocument();
  for (const message of ['Pilih provinsi dari daftar.', 'Pilih kota/kabupaten dari daftar.', 'Pilih kecamatan dari daftar.', 'Isi alamat jalan, nomor rumah dan RT/RW.']) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription('Isi nama penerima.');
  expect(open).not.toHaveBeenCalled();
});

it('rejects a number that is not an Indonesian mobile number', async () => {
  const { user, open } = setup();
  await fill(user, { name: 'Ayu', phone: '021 555 1234', address: 'Jl. Melati 5' });
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.getByText(/Nomor HP tidak valid/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Nomor HP/ })).toHaveFocus();
  expect(open).not.toHaveBeenCalled();
  await user.clear(screen.getByRole('textbox', { name: /^Nomor HP/ }));
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '+62 812-3456-7890');
  expect(screen.queryByText(/Nomor HP tidak valid/)).not.toBeInTheDocument();
});

it('opens the order in WhatsApp in a new tab, then offers to clear the cart without clearing it', async () => {
  const { user, open, openedText, store } = setup();
  await fill(user, { name: 'Ayu', phone: '0812 3456 7890', address: 'Jl. Melati 5', note: 'Kirim sore' });
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=/), '_blank', 'noopener,noreferrer');
  expect(openedText()).toContain('1. Sneakers Kanvas Putih\n   Warna: Putih, Ukuran: 40\n   Jumlah: 2 ×');
  expect(openedText()).toContain('Nama: Ayu\nNomor HP: +6281234567890\nAlamat: Jl. Melati 5\nCatatan: Kirim sore');
  expect(selectCartItems(store.getState())).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Kirim ulang pesanan ini' })).toHaveAttribute('target', '_blank');
  await user.click(screen.getByRole('button', { name: 'Ya, kosongkan keranjang' }));
  expect(selectCartItems(store.getState())).toEqual([]);
});

it('keeps the cart when the shopper says so', async () => {
  const { user, store } = setup();
  await fill(user, { name: 'Ayu', phone: '081234567890', address: 'Jl. Melati 5' });
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  await user.click(screen.getByRole('button', { name: 'Simpan keranjang' }));
  expect(screen.queryByRole('button', { name: 'Ya, kosongkan keranjang' })).not.toBeInTheDocument();
  expect(selectCartItems(store.getState())).toHaveLength(3);
  // The question took the focused button with it; the order's number and payment stay, and focus is on them.
  expect(screen.getByRole('region', { name: 'Pesanan dibuka di WhatsApp' })).toHaveFocus();
});

describe('after sending: one order, sent again only as it is', () => {
  async function sendOnce() {
    const rendered = setup();
    await fill(rendered.user, { name: 'Ayu', phone: '081234567890', address: 'Jl. Melati 5' });
    await choosePayment(rendered.user);
    return rendered;
  }
  const history = (store: AppStore) => store.getState().orderHistory.orders;

  it('a quick second tap, or Enter in a field, opens nothing and makes no second order', async () => {
    const { user, open, store } = await sendOnce();
    const button = screen.getByRole('button', { name: 'Pesan via WhatsApp' });
    await user.dblClick(button);
    await user.type(screen.getByRole('textbox', { name: 'Nama' }), '{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    expect(history(store)).toHaveLength(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(`Pesanan ${history(store)[0]!.number} sudah dibuka di WhatsApp. Untuk mengirimnya lagi: 'Kirim ulang pesanan ini' di bawah.`);
  });

  it("'Kirim ulang pesanan ini' is the same message, byte for byte, with the same number", async () => {
    const { user, open, openedText, store } = await sendOnce();
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    const link = screen.getByRole('link', { name: 'Kirim ulang pesanan ini' });
    expect(link).toHaveAttribute('href', String(open.mock.calls[0]![0]));
    expect(openedText()).toContain(history(store)[0]!.number!);
  });

  it('a change to the cart or the form after sending makes a new order with a new number', async () => {
    const { user, open, openedText, store } = await sendOnce();
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    const first = history(store)[0]!.number!;
    store.dispatch(quantityChanged({ id: cart[0]!.id, selectedColor: cart[0]!.selectedColor, selectedSize: cart[0]!.selectedSize, quantity: 5 }));
    const button = await screen.findByRole('button', { name: 'Pesan via WhatsApp' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(`Keranjang atau data berubah sejak pesanan ${first}: 'Pesan via WhatsApp' membuat pesanan baru dengan nomor baru.`);
    await user.click(button);
    expect(open).toHaveBeenCalledTimes(2);
    const second = history(store)[0]!.number!;
    expect(second).not.toBe(first);
    expect(openedText()).toContain(second);
    // A typed change counts the same way.
    await user.type(screen.getByRole('textbox', { name: /^Catatan/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    expect(history(store)).toHaveLength(3);
  });

  it("'Buat pesanan baru' lets the same cart go as a new order", async () => {
    const { user, open, store } = await sendOnce();
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Buat pesanan baru' }));
    expect(screen.queryByRole('region', { name: 'Pesanan dibuka di WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pesan via WhatsApp' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(new Set(history(store).map((order) => order.number)).size).toBe(2);
  });
});

it('never dispatches the personal details: not in any action, the state or storage', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const store = makeStore({ cart: { items: cart } });
  const actions = recordActions(store);
  const { user } = renderWithProviders(<CheckoutForm />, { store });
  const secrets = { name: 'Rahasia Nama', phone: '0857 1111 2222', address: 'Jl. Rahasia 99', note: 'Pagar biru rahasia' };
  await fill(user, secrets);
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(open).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Ya, kosongkan keranjang' }));
  expect(actions.map((action) => action.type)).toContain('cart/cleared'); // the recorder works
  const recorded = JSON.stringify([actions, store.getState(), { ...localStorage }]);
  for (const secret of ['Rahasia', '1111', 'Jl. Rahasia', 'Pagar biru', '+6285711112222']) {
    expect(recorded).not.toContain(secret);
  }
});

it('says a message is too long instead of cutting it', async () => {
  const long = { id: 'c', type: 'custom', name: 'Custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], notes: 'x'.repeat(4100) };
  const { user, open } = setup([long]);
  await fill(user, { name: 'Ayu', phone: '081234567890', address: 'Jl. Melati 5' });
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/Pesan terlalu panjang untuk WhatsApp \(4\.\d{3} dari maksimal 4\.000 karakter\)/);
  expect(open).not.toHaveBeenCalled();
});

it('carries hostile text into the message as typed, a second line of it quoted', async () => {
  const hostile = `<b>tebal</b> & "kutip" 'satu' 👟🔥 ${'y'.repeat(1500)}`;
  const { user, openedText } = setup(cart.slice(0, 1));
  await user.click(screen.getByRole('textbox', { name: 'Nama' }));
  await user.paste(hostile);
  await fill(user, { phone: '081234567890', address: 'Jl. Melati 5' });
  await user.type(screen.getByRole('textbox', { name: /^Catatan/ }), 'baris satu{Enter}baris dua');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(openedText()).toContain(`Nama: ${hostile}\n`);
  expect(openedText()).toContain('Catatan: baris satu\n   > baris dua');
});

it('orders a line the catalogue does not know, marked for the shop to confirm', async () => {
  const { user, openedText } = setup(cart.slice(1, 2), { products: [] });
  expect(screen.getByText(/1 produk perlu dikonfirmasi toko\. Pesanan tetap bisa dikirim/)).toBeInTheDocument();
  await fill(user, { name: 'Ayu', phone: '081234567890', address: 'Jl. Melati 5' });
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(openedText()).toContain(`1. Tas Anyam Pandan\n   Jumlah: 1 × Rp\u00a0180.000 = Rp\u00a0180.000\n   (perlu dikonfirmasi: produk tidak ada di katalog toko)`);
});
