import { fireEvent, screen, within } from '@testing-library/react';
import type { Product } from '../../../src/features/catalog/catalogTypes';
import { notaLink } from '../../../src/features/nota/notaCodec';
import { NotaLinkSection } from '../../../src/features/support/console/NotaLinkSection';
import { products, readyCatalog } from '../catalog/catalog-test-utils';
import { line, notaOrder } from '../../fixtures/notaOrders';
import { renderWithProviders } from '../../test-utils';

const [sneakers, loafer] = products as [Product, Product];
const order = notaOrder([
  line({ id: sneakers.id, name: sneakers.name, price: 200_000, quantity: 2, selectedColor: 'Hitam', selectedSize: '40' }),
  line({ id: loafer.id, name: loafer.name, price: 350_000, selectedColor: 'Putih', selectedSize: '42' }),
]);

it('opens a pasted nota link and puts its lines, never the buyer, into the cart', async () => {
  const { store, user } = renderWithProviders(<NotaLinkSection />, { preloadedState: { catalog: readyCatalog() } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Tautan nota' }), { target: { value: notaLink(order, 'https://toko.example') } });
  const table = screen.getByRole('table', { name: 'Isi nota' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(table).toHaveTextContent('Loafer Kulit (loafer-kulit)');

  await user.click(screen.getByRole('button', { name: 'Masukkan ke keranjang' }));
  expect(await screen.findByText(/ditambahkan ke keranjang/)).toBeInTheDocument();
  const cart = store.getState().cart.items;
  expect(cart.map(({ id, quantity, price, selectedSize }) => [id, quantity, price, selectedSize])).toEqual([
    ['sneakers-kanvas', 2, 200_000, '40'],
    // Today's price, not the nota's.
    ['loafer-kulit', 1, 400_000, '42'],
  ]);
  const log = JSON.stringify(store.actionLog.getSnapshot().entries) + JSON.stringify(store.getState());
  for (const personal of ['Siti', '081234567890', 'Cihampelas', 'Berkah', 'kado']) expect(log).not.toContain(personal);
});

it('says a damaged link is damaged, in one sentence', () => {
  renderWithProviders(<NotaLinkSection />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Tautan nota' }), { target: { value: 'https://toko.example/nota#1.5.abc.%%%' } });
  expect(screen.getByRole('alert')).toHaveTextContent(/^Tautan nota ini rusak/);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
