import { lineTotal, totalPrice } from '../../cart/cartMath';
import type { CartLine } from '../../cart/cartTypes';
import styled from 'styled-components';
import { formatPrice } from '../../../lib/formatPrice';
import { Code, Muted, Table } from './consoleStyles';
import { ScrollRegion } from './ScrollRegion';

/** Every cart line with the fields support asks about: which product, which options, how many. */
export function CartTable({ items, caption }: { items: readonly CartLine[]; caption: string }) {
  if (items.length === 0) {
    return (
      <Muted>
        <strong>{caption}:</strong> kosong.
      </Muted>
    );
  }
  return (
    <ScrollRegion label={caption}>
      <WideTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Produk</th>
            <th scope="col">ID</th>
            <th scope="col">Warna</th>
            <th scope="col">Ukuran</th>
            <th scope="col">Jumlah</th>
            <th scope="col">Harga</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {items.map((line) => (
            <tr key={`${line.id}|${line.selectedColor}|${line.selectedSize}`}>
              <td>
                {line.name || '(tanpa nama)'}
                {line.type === 'custom' && ' (custom)'}
              </td>
              <td>
                <Code>{String(line.id)}</Code>
              </td>
              <td>{line.selectedColor || '–'}</td>
              <td>{line.selectedSize || '–'}</td>
              <td data-numeric="">{line.quantity}</td>
              <td data-numeric="">{formatPrice(line.price)}</td>
              <td data-numeric="">{formatPrice(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total ({items.length} baris)
            </th>
            <td colSpan={3} data-numeric="">
              {formatPrice(totalPrice(items))}
            </td>
          </tr>
        </tfoot>
      </WideTable>
    </ScrollRegion>
  );
}

// Seven columns do not fit a phone: the table keeps readable columns and scrolls sideways.
const WideTable = styled(Table)`
  min-width: 40rem;

  td code {
    white-space: nowrap;
  }
`;
