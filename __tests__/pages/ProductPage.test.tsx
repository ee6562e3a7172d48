import { screen, waitFor, within } from '@testing-library/react';
import ProductPage from '../../src/pages/ProductPage';
import { renderPage } from '../features/catalog/catalog-test-utils';

/** Opens the page and waits for its file: the product's heading (or the not-found one). */
async function open(route: string) {
  const rendered = renderPage(<ProductPage />, '/produk/:slug', route);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('ProductPage', () => {
  it('shows the product with its price, colors, sizes and description', async () => {
    await open('/produk/sneakers-kanvas');
    expect(screen.getByRole('heading', { level: 1, name: 'Sneakers Kanvas' })).toBeInTheDocument();
    expect(document.querySelector('s')?.textContent).toBe('Rp\u00a0250.000');
    const colors = screen.getByRole('group', { name: 'Warna' });
    expect(within(colors).getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(colors).getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'false');
    const sizes = screen.getByRole('group', { name: 'Ukuran' });
    expect(within(sizes).getByRole('button', { name: '41' })).toBeDisabled();
    expect(within(sizes).getByRole('button', { name: '41' })).toHaveAccessibleDescription('Ukuran yang dicoret sudah habis.');
    expect(screen.getByText('Deskripsi produk.')).toBeInTheDocument();
    expect(document.title).toBe('Sneakers Kanvas · Langkah');
  });

  it('switches the picture with the color and remembers the choice in the URL', async () => {
    const { user } = await open('/produk/sneakers-kanvas?ukuran=42');
    const picture = screen.getByRole('img', { name: /Sneakers Kanvas warna Hitam/ });
    expect(picture).toHaveAttribute('src', '/images/products/sneakers-kanvas-hitam.svg');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: '42' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Putih' }));
    expect(screen.getByRole('img', { name: /warna Putih/ })).toHaveAttribute('src', '/images/products/sneakers-kanvas-putih.svg');
    expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '42' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a color tapped just before a size, while the router is still rendering the first tap', async () => {
    const { store } = await open('/produk/sneakers-kanvas');
    // Taps as a slow phone delivers them: each its own event, the router's transition for the
    // first not yet rendered when the second comes. Outside act(), so React schedules as in a
    // browser; act() would finish the first tap's rendering before the second.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Putih' }).click();
      await Promise.resolve();
      expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
      screen.getByRole('button', { name: '42' }).click();
      await Promise.resolve();
      screen.getByRole('button', { name: 'Tambah ke keranjang' }).click();
      await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
      expect(store.getState().cart.items[0]).toEqual(expect.objectContaining({ selectedColor: 'Putih', selectedSize: '42' }));
      await waitFor(() => expect(screen.getByRole('img', { name: /warna Putih/ })).toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: '42' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('asks for a size before adding, then adds with the cart rules', async () => {
    const { user, store } = await open('/produk/sneakers-kanvas');
    await user.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih ukuran dulu.');
    expect(store.getState().cart.items).toEqual([]);

    await user.click(screen.getByRole('button', { name: '42' }));
    expect(screen.queryByText('Pilih ukuran dulu.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));
    await user.click(screen.getByRole('button', { name: 'Putih' }));
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke keranjang' }));

    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ id: 'sneakers-kanvas', price: 200000, selectedColor: 'Hitam', selectedSize: '42', quantity: 2, image: '/images/products/sneakers-kanvas-hitam.svg', slug: 'sneakers-kanvas' }),
      expect.objectContaining({ id: 'sneakers-kanvas', selectedColor: 'Putih', selectedSize: '42', quantity: 2, image: '/images/products/sneakers-kanvas-putih.svg' }),
    ]);
  });

  it('limits the quantity to the size’s stock', async () => {
    const { user } = await open('/produk/sneakers-kanvas?ukuran=40');
    const plus = screen.getByRole('button', { name: 'Tambah jumlah' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(3);
    expect(plus).toBeDisabled();
    expect(screen.getByText('Tinggal 3 lagi untuk ukuran 40.')).toBeInTheDocument();
  });

  it('keeps keyboard focus in the quantity field when + reaches the stock and is disabled', async () => {
    const { user } = await open('/produk/sneakers-kanvas?ukuran=40');
    const plus = screen.getByRole('button', { name: 'Tambah jumlah' });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(plus).toHaveFocus(); // 2 of 3: + is still there to press
    await user.keyboard('{Enter}');
    const field = screen.getByRole('spinbutton', { name: 'Jumlah' });
    expect(field).toHaveValue(3);
    expect(plus).toBeDisabled();
    expect(field).toHaveFocus();
  });

  it('says when a product is sold out in every size, and offers no buying: no add button, no quantity, the chat request instead', async () => {
    await open('/produk/boots-suede');
    expect(screen.getByText('Stok habis untuk semua ukuran.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tambah ke keranjang' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Jumlah' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kabari saya kalau tersedia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Simpan ke favorit' })).toBeInTheDocument();
  });

  it('offers, for a sold-out size, a chat request naming the product, the colour shown and the size; the size stays disabled', async () => {
    const { user } = await open('/produk/sneakers-kanvas');
    const ask = screen.getByRole('link', { name: 'Kabari saya kalau tersedia (ukuran 41)' });
    expect(ask).toHaveAttribute('target', '_blank');
    expect(ask).toHaveAttribute('rel', 'noopener noreferrer');
    const text = () => new URL(screen.getByRole('link', { name: 'Kabari saya kalau tersedia (ukuran 41)' }).getAttribute('href')!).searchParams.get('text');
    expect(text()).toBe('Halo Langkah, tolong kabari saya kalau produk ini tersedia lagi:\nSneakers Kanvas (kode sneakers-kanvas)\nWarna: Hitam\nUkuran: 41');
    await user.click(screen.getByRole('button', { name: 'Putih' }));
    expect(text()).toContain('Warna: Putih\nUkuran: 41');
    expect(screen.getByRole('button', { name: '41' })).toBeDisabled();
    // Sizes in stock offer nothing.
    expect(screen.queryByRole('link', { name: /ukuran 42\)$/ })).not.toBeInTheDocument();
  });

  it('offers one chat request when every size is sold out', async () => {
    await open('/produk/boots-suede');
    const ask = screen.getByRole('link', { name: 'Kabari saya kalau tersedia' });
    expect(new URL(ask.getAttribute('href')!).searchParams.get('text')).toMatch(/^Halo Langkah, tolong kabari saya kalau produk ini tersedia lagi:\nBoots Suede \(kode [^)]+\)\nWarna: .+\nUkuran: semua ukuran$/);
  });

  it('shows related products, same category first', async () => {
    await open('/produk/sneakers-kanvas');
    const related = screen.getByRole('list', { name: 'Produk terkait' });
    const names = within(related).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Loafer Kulit', 'Boots Suede', 'Tas Anyam Pandan']);
  });

  it('finds a product whatever the case of its slug', async () => {
    await open('/produk/SNEAKERS-KANVAS');
    expect(screen.getByRole('heading', { level: 1, name: 'Sneakers Kanvas' })).toBeInTheDocument();
  });

  it('shows a not-found state with ways onward for an unknown slug', async () => {
    await open('/produk/tidak-ada');
    expect(screen.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepatu' })).toHaveAttribute('href', '/kategori/sepatu');
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });
});
