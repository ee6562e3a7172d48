import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CartPage from '../../src/pages/CartPage';
import { selectCartItems } from '../../src/features/cart/cartSlice';
import type { CartLine } from '../../src/features/cart/cartTypes';
import { formatPrice as rupiah } from '../../src/lib/formatPrice';
import { legacyCart } from '../fixtures/legacyCart';
import { renderWithProviders } from '../test-utils';
import { typeFreeTextAddress } from '../fixtures/freeTextAddress';
import { choosePayment } from '../fixtures/payment';

// Testing Library folds the no-break space formatPrice prints into a plain one.
const formatPrice = (amount: number) => rupiah(amount).replace(/\u00a0/g, ' ');

const colorOptions = [
  { color: 'Putih', image: '/img/putih.svg' },
  { color: 'Hitam', image: '/img/hitam.svg' },
];
const line = (fields: Partial<CartLine>): CartLine => ({
  id: 'sneakers',
  slug: 'sneakers-kanvas',
  name: 'Sneakers Kanvas',
  price: 250000,
  image: '/img/putih.svg',
  quantity: 1,
  selectedColor: 'Putih',
  selectedSize: '40',
  colorOptions,
  ...fields,
});

function renderCart(items: CartLine[]) {
  const rendered = renderWithProviders(<CartPage />, { route: '/cart', preloadedState: { cart: { items } } });
  return { ...rendered, items: () => selectCartItems(rendered.store.getState()) };
}

const rows = () => within(screen.getByRole('region', { name: 'Produk' })).getAllByRole('listitem');

describe('a line', () => {
  it('shows image, linked name, color, size, unit price and line total', () => {
    renderCart([line({ quantity: 2 })]);
    const [row] = rows();
    expect(within(row!).getByRole('link', { name: 'Sneakers Kanvas' })).toHaveAttribute('href', '/produk/sneakers-kanvas');
    expect(within(row!).getByRole('combobox', { name: 'Warna' })).toHaveValue('Putih');
    expect(within(row!).getByText('Ukuran: 40')).toBeInTheDocument();
    expect(within(row!).getByText(formatPrice(250000))).toBeInTheDocument();
    expect(within(row!).getByText(formatPrice(500000))).toBeInTheDocument();
    expect(row!.querySelector('img')).toHaveAttribute('src', '/img/putih.svg');
  });

  it('steps the quantity, never below 1', async () => {
    const { user, items } = renderCart([line({ quantity: 2 })]);
    const decrease = screen.getByRole('button', { name: 'Kurangi jumlah' });
    await user.click(decrease);
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(items()[0]?.quantity).toBe(3);
    expect(within(rows()[0]!).getByText(formatPrice(750000))).toBeInTheDocument();
  });

  it('keeps keyboard focus on the line when − reaches 1 and is disabled: in its quantity field', async () => {
    const { user, items } = renderCart([line({ quantity: 2 })]);
    const decrease = screen.getByRole('button', { name: 'Kurangi jumlah' });
    decrease.focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('spinbutton', { name: 'Jumlah' });
    expect(decrease).toBeDisabled();
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}'); // Enter in the field changes nothing
    await waitFor(() => expect(items()[0]?.quantity).toBe(1));
    expect(field).toHaveValue(1);
  });

  it('leaves focus alone when a pointer steps to the limit (a phone would open its keyboard)', async () => {
    const { user } = renderCart([line({ quantity: 2 })]);
    await user.click(screen.getByRole('button', { name: 'Kurangi jumlah' }));
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).not.toHaveFocus();
  });

  it('shows a step at once and puts it in the cart in the next task; quick steps add up', async () => {
    const { items } = renderCart([line({ quantity: 2 })]);
    const plus = screen.getByRole('button', { name: 'Tambah jumlah' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(4);
    expect(items()[0]?.quantity).toBe(2); // the tap's frame carries only the stepper
    await waitFor(() => expect(items()[0]?.quantity).toBe(4));
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(4);
    expect(within(rows()[0]!).getByText(formatPrice(1_000_000))).toBeInTheDocument();
  });

  it('lets a step replace a typed number not yet committed (a tap that leaves focus in the field)', () => {
    const { items } = renderCart([line({ quantity: 2 })]);
    const field = screen.getByRole('spinbutton', { name: 'Jumlah' });
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(field).toHaveValue(3);
    expect(items()[0]?.quantity).toBe(3);
  });

  it('tells the cart once when the field is left before a step has reached the cart', async () => {
    const { store, items } = renderCart([line({ quantity: 2 })]);
    const changes: number[] = [];
    store.subscribe(() => changes.push(items()[0]!.quantity));
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Jumlah' }));
    expect(items()[0]?.quantity).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changes).toEqual([3]);
  });

  it('clamps a typed quantity to at least 1 and keeps whole numbers', async () => {
    const { user, items } = renderCart([line({ quantity: 2 })]);
    const field = screen.getByRole('spinbutton', { name: 'Jumlah' });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(items()[0]?.quantity).toBe(1);
    expect(field).toHaveValue(1);
    await user.clear(field);
    await user.type(field, '12');
    await user.tab();
    expect(items()[0]?.quantity).toBe(12);
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue(12); // an emptied field goes back to what it was
  });

  it('edits the color in place, taking the new color image', async () => {
    const { user, items } = renderCart([line({})]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warna' }), 'Hitam');
    expect(items()).toEqual([line({ selectedColor: 'Hitam', image: '/img/hitam.svg' })]);
    expect(rows()[0]!.querySelector('img')).toHaveAttribute('src', '/img/hitam.svg');
  });

  it('merges two lines that become equal and says so', async () => {
    const { user, items } = renderCart([line({ quantity: 2 }), line({ selectedColor: 'Hitam', image: '/img/hitam.svg', quantity: 3 })]);
    await user.selectOptions(within(rows()[1]!).getByRole('combobox', { name: 'Warna' }), 'Putih');
    expect(items()).toEqual([line({ quantity: 5 })]);
    expect(await screen.findByText('Digabung dengan produk yang sama di keranjang')).toBeInTheDocument();
  });

  it('removes one line with Hapus, and Batalkan puts it back in its place', async () => {
    const start = [line({}), line({ selectedSize: '41' })];
    const { user, items } = renderCart(start);
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Hapus' }));
    expect(items()).toEqual([line({ selectedSize: '41' })]);
    expect(await screen.findByText('Sneakers Kanvas dihapus')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
    expect(items()).toEqual(start);
  });
});

describe('the whole cart', () => {
  it("removes the selected lines, custom ones included, and leaves the rest", async () => {
    const custom = { ...legacyCart[2] } as unknown as CartLine;
    const { user, items } = renderCart([line({}), line({ selectedSize: '41' }), custom]);
    const remove = screen.getByRole('button', { name: 'Hapus yang dipilih' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Sneakers Kanvas (Putih, 40)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Sepatu custom' }));
    await user.click(remove);
    expect(items().map((l) => l.selectedSize)).toEqual(['41']);
    expect(remove).toBeDisabled();
  });

  it("gives 'Hapus yang dipilih' focus back to 'Pilih semua' once it is disabled", async () => {
    const { user, items } = renderCart([line({}), line({ selectedSize: '41' })]);
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Sneakers Kanvas (Putih, 40)' }));
    screen.getByRole('button', { name: 'Hapus yang dipilih' }).focus();
    await user.keyboard('{Enter}');
    expect(items()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Pilih semua' })).toHaveFocus();
  });

  it('selects all lines at once', async () => {
    const { user, items } = renderCart([line({}), line({ selectedSize: '41' })]);
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua' }));
    await user.click(screen.getByRole('button', { name: 'Hapus yang dipilih' }));
    expect(items()).toEqual([]);
  });

  it('clears without a blocking confirm and undoes with Batalkan', async () => {
    const start = [line({ quantity: 2 }), { ...legacyCart[2] } as unknown as CartLine];
    const { user, items } = renderCart(start);
    await user.click(screen.getByRole('button', { name: 'Kosongkan keranjang' }));
    expect(items()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeInTheDocument();
    expect(await screen.findByText('Keranjang dikosongkan')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
    expect(items()).toEqual(start);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('sums the seed way: Total item counts lines (then the pieces), Total harga price × quantity', () => {
    renderCart([line({ quantity: 2 }), line({ selectedSize: '41', price: 100000 })]);
    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    expect(within(summary).getByText('Total item').nextSibling).toHaveTextContent(/^2 \(3 barang\)$/);
    expect(within(summary).getByText('Total harga').nextSibling).toHaveTextContent(formatPrice(600000));
  });
});

describe('ordering', () => {
  it('sends the cart as it is when sent: a quantity changed after typing the details is in the order, and the details stay', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderCart([line({ quantity: 1 })]);
    await user.type(await screen.findByRole('textbox', { name: 'Nama' }), 'Ayu');
    await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '081234567890');
    await typeFreeTextAddress(user, 'Jl. Melati 5');
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('Ayu');
    await choosePayment(user);
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    const text = new URL(String(open.mock.calls.at(-1)?.[0])).searchParams.get('text');
    expect(text).toContain('Jumlah: 2 ×');
    open.mockRestore();
  });
});

describe('custom lines', () => {
  it('sit in their own section with their details', () => {
    renderCart(legacyCart as unknown as CartLine[]);
    const section = screen.getByRole('region', { name: 'Pesanan custom' });
    expect(within(section).getByRole('heading', { name: 'Sepatu custom' })).toBeInTheDocument();
    expect(within(section).getByText('Loafer')).toBeInTheDocument();
    expect(within(section).getByText('Inisial "AR" di sisi kiri')).toBeInTheDocument();
    expect(within(section).getByText('Harga dikonfirmasi lewat WhatsApp')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Produk' })).queryByText('Sepatu custom')).not.toBeInTheDocument();
  });
});

describe('legacy lines', () => {
  it('show by name without a product link, and without selects when they have no options', () => {
    renderCart(legacyCart as unknown as CartLine[]);
    expect(screen.getByRole('heading', { name: 'Sneakers Kanvas Putih' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sneakers Kanvas Putih' })).not.toBeInTheDocument();
    const tas = rows()[1]!;
    expect(within(tas).getByText('Tas Anyam Pandan')).toBeInTheDocument();
    expect(within(tas).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

it('renders hostile text as text', () => {
  const hostile = '<b>tebal</b> & "kutip" 👟\nbaris dua';
  renderCart([line({ name: hostile }), { id: 'c', type: 'custom', name: 'Custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], notes: hostile }]);
  expect(screen.getByRole('link', { name: /<b>tebal<\/b> & "kutip" 👟/ })).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByText((_, node) => node?.tagName === 'DD' && node.textContent === hostile)).toBeInTheDocument();
});

describe('an empty cart', () => {
  it('offers On Sale and every category', () => {
    renderCart([]);
    expect(screen.getByRole('link', { name: 'Lihat On Sale' })).toHaveAttribute('href', '/onsale');
    const categories = within(screen.getByRole('navigation', { name: 'Kategori' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual(
      ['sepatu', 'sandal', 'tas', 'atasan', 'bawahan', 'aksesoris'].map((slug) => `/kategori/${slug}`),
    );
    expect(screen.queryByRole('button', { name: 'Pesan via WhatsApp' })).not.toBeInTheDocument();
  });
});

it('moves focus to the next line after removing one', async () => {
  const { user } = renderCart([line({}), line({ selectedSize: '41' })]);
  await user.click(within(rows()[0]!).getByRole('button', { name: 'Hapus' }));
  expect(screen.getByRole('checkbox', { name: 'Pilih Sneakers Kanvas (Putih, 41)' })).toHaveFocus();
});
