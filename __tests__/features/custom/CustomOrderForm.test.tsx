import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { selectCartBadgeCount, selectCartItems } from '../../../src/features/cart/cartSlice';
import CustomPage from '../../../src/pages/CustomPage';
import { renderWithProviders } from '../../test-utils';

function renderCustom() {
  return renderWithProviders(
    <Routes>
      <Route path="/custom" element={<CustomPage />} />
      <Route path="/cart" element={<h1>Halaman keranjang</h1>} />
    </Routes>,
    { route: '/custom' },
  );
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

it('marks the base model, size and color required and the rest optional', () => {
  renderCustom();
  expect(screen.getByRole('combobox', { name: 'Model dasar' })).toBeRequired();
  expect(field('Ukuran')).toBeRequired();
  expect(field('Warna')).toBeRequired();
  expect(screen.getByRole('combobox', { name: /^Bahan/ })).not.toBeRequired();
  expect(field(/^Nama atau teks/)).not.toBeRequired();
  expect(field(/^Catatan referensi/)).not.toBeRequired();
});

it('explains what is missing in Indonesian, focuses it and adds nothing', async () => {
  const { user, store } = renderCustom();
  await user.type(field('Ukuran'), '   ');
  await user.click(screen.getByRole('button', { name: 'Tambah pesanan custom' }));
  expect(screen.getByText('Pilih model dasar.')).toBeInTheDocument();
  expect(screen.getByText('Isi ukuran.')).toBeInTheDocument();
  expect(screen.getByText('Isi warna.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Model dasar' })).toHaveFocus();
  expect(field('Warna')).toHaveAttribute('aria-invalid', 'true');
  expect(selectCartItems(store.getState())).toEqual([]);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Model dasar' }), 'Loafer');
  expect(screen.queryByText('Pilih model dasar.')).not.toBeInTheDocument();
});

it('adds a custom line with the form fields, outside the badge, and links to the cart', async () => {
  const { user, store } = renderCustom();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Model dasar' }), 'Sneakers');
  await user.type(field('Ukuran'), ' 42 ');
  await user.type(field('Warna'), 'Hijau botol');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Bahan/ }), 'Kanvas');
  await user.type(field(/^Nama atau teks/), 'AR');
  await user.click(field(/^Catatan referensi/));
  await user.paste('<b>tebal</b> & "kutip" 👟\nbaris dua');
  await user.click(screen.getByRole('button', { name: 'Tambah pesanan custom' }));

  const [line] = selectCartItems(store.getState());
  expect(line).toMatchObject({
    type: 'custom',
    quantity: 1,
    name: 'Sneakers custom',
    model: 'Sneakers',
    size: '42',
    color: 'Hijau botol',
    material: 'Kanvas',
    text: 'AR',
    notes: '<b>tebal</b> & "kutip" 👟\nbaris dua',
  });
  expect(String(line?.id)).toMatch(/^custom-/);
  expect(selectCartBadgeCount(store.getState())).toBe(0);
  // The form starts over for the next order.
  expect(field('Warna')).toHaveValue('');
  await user.click(await screen.findByRole('link', { name: 'Lihat keranjang' }));
  expect(screen.getByRole('heading', { name: 'Halaman keranjang' })).toBeInTheDocument();
});
