import styled from 'styled-components';
import { formatPrice } from '../../lib/formatPrice';
import { customLineDetails, customLineName } from '../cart/customDetails';
import { isCustomLine, lineTotal } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import type { Product } from '../catalog/catalogTypes';
import { NotaMark } from './NotaMark';
import { isAgreedPrice, type LineFinding } from './notaChecks';

interface Props {
  lines: readonly CartLine[];
  findings?: ReadonlyMap<number, LineFinding>;
  /** By line index: the catalogue's name for a line whose link names it otherwise. */
  names?: ReadonlyMap<number, string>;
  /** Today's products: they name a line whose link left its name out (a long order). */
  products?: readonly Product[];
}

/** The order's lines as a table: product and its id, colour, size, quantity, price and line total. */
export function NotaLines({ lines, findings, names, products }: Props) {
  const nameOf = (line: CartLine, index: number) => {
    if (isCustomLine(line)) return customLineName(line);
    // The code is what was ordered: its name comes from the catalogue, whatever the link calls it.
    const today = names?.get(index);
    if (today) return today;
    return line.name || products?.find((product) => String(product.id) === String(line.id))?.name || `Produk ${String(line.id)}`;
  };
  return (
    <Table>
      <caption>Barang</caption>
      <thead>
        <tr>
          <th scope="col">Produk</th>
          <th scope="col">Jumlah</th>
          <th scope="col">Harga</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const finding = findings?.get(index);
          const writtenName = names?.has(index) ? line.name : undefined;
          const details = isCustomLine(line)
            ? customLineDetails(line).map(({ label, value }) => `${label}: ${value}`)
            : [line.selectedColor && `Warna: ${line.selectedColor}`, line.selectedSize && `Ukuran: ${line.selectedSize}`].filter(Boolean);
          return (
            <tr key={index}>
              <th scope="row">
                {nameOf(line, index)}
                <Small>
                  {isCustomLine(line) ? 'Pesanan custom' : `Kode ${String(line.id)}`}
                  {details.map((detail) => (
                    <span key={detail as string}> · {detail}</span>
                  ))}
                </Small>
                {finding?.kind === 'gone' && <NotaMark>produk ini tidak ada di katalog hari ini</NotaMark>}
                {writtenName !== undefined && <NotaMark>tautan menamainya “{writtenName}”, bukan nama kode ini</NotaMark>}
              </th>
              <td data-numeric data-label="Jumlah">{line.quantity}</td>
              <td data-numeric data-label="Harga">
                {isCustomLine(line) && !(line.price > 0) ? 'dikonfirmasi' : formatPrice(line.price)}
                {finding?.kind === 'price' && <NotaMark>hari ini {formatPrice(finding.today)}</NotaMark>}
                {isAgreedPrice(line) && <Small>harga kesepakatan, tidak diperiksa katalog</Small>}
              </td>
              <td data-numeric data-label="Subtotal">{formatPrice(lineTotal(line))}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.1rem;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody th {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [data-numeric] {
    text-align: right;
    white-space: nowrap;
  }
  tr {
    break-inside: avoid;
  }
  [data-numeric] span {
    white-space: normal;
  }

  /* A phone has no room for four columns: each line is the product, then its figures in a row. */
  @media screen and (max-width: 599px) {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: auto 1fr 1fr;
      gap: 4px 12px;
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody th {
      grid-column: 1 / -1;
    }
    tbody th,
    tbody td {
      padding: 0;
      border: 0;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.8rem;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const Small = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
