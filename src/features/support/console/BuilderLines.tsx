import type { Product } from '../../catalog/catalogTypes';
import { effectivePrice } from '../../catalog/pricing';
import type { SharedProductLine } from '../../sharedCart/sharedLineSchema';
import { CartTable, type CartTableLine } from './CartTable';

interface BuilderLinesProps {
  lines: readonly SharedProductLine[];
  products: readonly Product[];
  onRemove: (index: number) => void;
}

/** The lines of the cart being built, as the shopper will see them (today's prices). */
export function BuilderLines({ lines, products, onRemove }: BuilderLinesProps) {
  const rows = lines.map((line): CartTableLine => {
    const product = products.find((candidate) => String(candidate.id) === line.id);
    return {
      id: line.id,
      name: product?.name ?? line.id,
      price: product ? effectivePrice(product) : 0,
      quantity: line.quantity,
      selectedColor: line.color,
      selectedSize: line.size,
    };
  });
  return <CartTable items={rows} caption="Keranjang pelanggan" empty={<p>Belum ada produk di keranjang pelanggan.</p>} onRemove={onRemove} />;
}
