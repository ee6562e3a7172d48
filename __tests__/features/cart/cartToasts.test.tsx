import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useAppDispatch } from '../../../src/lib/hooks';
import { customItemAdded, itemAdded } from '../../../src/features/cart/cartSlice';
import { renderWithProviders } from '../../test-utils';

function AddButtons() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button onClick={() => dispatch(itemAdded({ id: 'a', name: 'Tas', price: 1000, image: '' }))}>Tambah</button>
      <button onClick={() => dispatch(customItemAdded({ name: 'Sepatu custom' }))}>Custom</button>
    </>
  );
}

it('confirms an addition with a link to the cart', async () => {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/" element={<AddButtons />} />
      <Route path="/cart" element={<h1>Halaman keranjang</h1>} />
    </Routes>,
  );
  await user.click(screen.getByRole('button', { name: 'Tambah' }));
  expect(await screen.findByText('Ditambahkan ke keranjang')).toBeInTheDocument();
  await user.click(await screen.findByRole('link', { name: 'Lihat keranjang' }));
  expect(screen.getByRole('heading', { name: 'Halaman keranjang' })).toBeInTheDocument();
});

it('confirms a custom order too', async () => {
  const { user } = renderWithProviders(<AddButtons />);
  await user.click(screen.getByRole('button', { name: 'Custom' }));
  expect(await screen.findByText('Pesanan custom ditambahkan ke keranjang')).toBeInTheDocument();
});
