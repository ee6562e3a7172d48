import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatPrice } from '../../../lib/formatPrice';
import type { Product } from '../../catalog/catalogTypes';
import { effectivePrice } from '../../catalog/pricing';
import type { SharedProductLine } from '../../sharedCart/sharedLineSchema';
import { Button, Table } from './consoleStyles';
import { ScrollRegion } from './ScrollRegion';

interface BuilderLinesProps {
  lines: readonly SharedProductLine[];
  products: readonly Product[];
  onRemove: (index: number) => void;
}

/** The lines of the cart being built, as the shopper will see them (today's prices). */
export function BuilderLines({ lines, products, onRemove }: BuilderLinesProps) {
  if (lines.length === 0) return <p>Belum ada produk di keranjang pelanggan.</p>;
  const rows = lines.map((line) => ({ line, product: products.find((candidate) => String(candidate.id) === line.id) }));
  const total = rows.reduce((sum, { line, product }) => sum + (product ? effectivePrice(product) : 0) * line.quantity, 0);
  return (
    <ScrollRegion label="Keranjang pelanggan">
      <Table>
        <caption>Keranjang pelanggan</caption>
        <thead>
          <tr>
            <th scope="col">Produk</th>
            <th scope="col">Warna</th>
            <th scope="col">Ukuran</th>
            <th scope="col">Jumlah</th>
            <th scope="col">Subtotal</th>
            <th scope="col">
              <VisuallyHidden>Tindakan</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, product }, index) => (
            <tr key={`${line.id}|${line.color}|${line.size}`}>
              <td>{product?.name ?? line.id}</td>
              <td>{line.color}</td>
              <td>{line.size || '–'}</td>
              <td data-numeric="">{line.quantity}</td>
              <td data-numeric="">{formatPrice((product ? effectivePrice(product) : 0) * line.quantity)}</td>
              <td>
                <Button type="button" onClick={() => onRemove(index)} aria-label={`Hapus ${[product?.name ?? line.id, line.color, line.size].filter(Boolean).join(' ')}`}>
                  Hapus
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td data-numeric="">{formatPrice(total)}</td>
            <td />
          </tr>
        </tfoot>
      </Table>
    </ScrollRegion>
  );
}
