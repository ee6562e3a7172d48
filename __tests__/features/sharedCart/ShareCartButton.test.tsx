import { screen } from '@testing-library/react';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { decodeSharedCart } from '../../../src/features/sharedCart/sharedCartCodec';
import CartPage from '../../../src/pages/CartPage';
import { products, readyCatalog } from '../catalog/catalog-test-utils';
import { renderWithProviders } from '../../test-utils';

const items: CartLine[] = [
  { id: products[0]!.id, name: 'Sneakers Kanvas', price: 200_000, image: '', quantity: 3, selectedColor: 'Putih', selectedSize: '42', colorOptions: [] },
];

function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined, writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

const renderCart = () => renderWithProviders(<CartPage />, { route: '/cart', preloadedState: { cart: { items }, catalog: readyCatalog() } });

const linkedCart = (url: string) => decodeSharedCart(new URL(url).searchParams.get('bagikan')!);

it('copies a link to the cart where the browser cannot share, and says so', async () => {
  const writeText = jest.fn(async (_text: string) => undefined);
  const { user } = renderCart();
  stubNavigator(undefined, writeText); // after userEvent.setup(), which puts in a clipboard of its own
  await user.click(screen.getByRole('button', { name: 'Bagikan keranjang' }));
  expect(writeText).toHaveBeenCalledTimes(1);
  const url = writeText.mock.calls[0]![0];
  expect(url).toMatch(/^http:\/\/localhost\/cart\?bagikan=v1\./);
  expect(linkedCart(url)).toEqual({ ok: true, lines: [{ kind: 'product', id: products[0]!.id, color: 'Putih', size: '42', quantity: 3 }] });
  expect(await screen.findByText('Tautan keranjang disalin. Tempel di chat untuk mengirimnya.')).toBeInTheDocument();
});

it("hands the link to the phone's share sheet where there is one", async () => {
  const share = jest.fn(async (_data: ShareData) => undefined);
  const writeText = jest.fn(async (_text: string) => undefined);
  const { user } = renderCart();
  stubNavigator(share, writeText);
  await user.click(screen.getByRole('button', { name: 'Bagikan keranjang' }));
  expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/cart?bagikan=v1.') }));
  expect(writeText).not.toHaveBeenCalled();
  expect(await screen.findByText('Tautan keranjang sudah dibagikan.')).toBeInTheDocument();
});

it('shows the link to copy by hand when neither works', async () => {
  const { user } = renderCart();
  stubNavigator(undefined, async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  await user.click(screen.getByRole('button', { name: 'Bagikan keranjang' }));
  const field = await screen.findByRole('textbox', { name: /Salin tautan ini/ });
  expect(linkedCart((field as HTMLInputElement).value)).toMatchObject({ ok: true });
});
