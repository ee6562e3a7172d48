import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatPrice } from '../../../lib/formatPrice';
import { lineTotal, totalPrice } from '../../cart/cartMath';
import type { CartLine } from '../../cart/cartTypes';
import { Button, Code, Muted, Table } from './consoleStyles';
import { ScrollRegion } from './ScrollRegion';

/** What a row shows of a cart line. */
export type CartTableLine = Pick<CartLine, 'id' | 'name' | 'price' | 'quantity' | 'selectedColor' | 'selectedSize' | 'type'>;

interface CartTableProps {
  items: readonly CartTableLine[];
  caption: string;
  /** Shown instead of the table when there are no lines; by default '<caption>: kosong.' */
  empty?: ReactNode;
  /** A 'Hapus' button per line (the cart being built for a shopper). */
  onRemove?: (index: number) => void;
}

/**
 * Every cart line with the fields support asks about: which product, which options, how many:
 * a state's cart (live, or at a step of an imported log) and the cart built for a shopper.
 */
export function CartTable({ items, caption, empty, onRemove }: CartTableProps) {
  if (items.length === 0) {
    return (
      empty ?? (
        <Muted>
          <strong>{caption}:</strong> kosong.
        </Muted>
      )
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
            {onRemove && (
              <th scope="col">
                <VisuallyHidden>Tindakan</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((line, index) => (
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
              {onRemove && (
                <td>
                  <Button
                    type="button"
                    onClick={() => onRemove(index)}
                    aria-label={`Hapus ${[line.name, line.selectedColor, line.selectedSize].filter(Boolean).join(' ')}`}
                  >
                    Hapus
                  </Button>
                </td>
              )}
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
            {onRemove && <td />}
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
