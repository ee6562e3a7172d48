import { useAppSelector } from '../app/hooks';
import { selectCartItems, selectTotalItems, selectTotalPrice } from '../features/cart/cartSlice';
import { formatPrice } from '../lib/formatPrice';
import { usePageMeta } from '../lib/usePageMeta';

export default function CartPage() {
  usePageMeta('Keranjang');
  const items = useAppSelector(selectCartItems);
  const totalItems = useAppSelector(selectTotalItems);
  const totalPrice = useAppSelector(selectTotalPrice);
  return (
    <>
      <h1>Keranjang</h1>
      <ul>
        {items.map((line) => (
          <li key={`${line.id}|${line.selectedColor}|${line.selectedSize}`}>
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <dl>
        <dt>Total item</dt>
        <dd>{totalItems}</dd>
        <dt>Total harga</dt>
        <dd>{formatPrice(totalPrice)}</dd>
      </dl>
    </>
  );
}
