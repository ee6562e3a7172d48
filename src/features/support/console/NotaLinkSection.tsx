import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../../../lib/hooks';
import { formatPrice } from '../../../lib/formatPrice';
import { paths } from '../../../lib/paths';
import { Input } from '../../../components/form/controls';
import { cartProductRefs } from '../../cart/cartProductRefs';
import { pastOrderRepeated } from '../../cart/cartSlice';
import { fetchProductsByIds } from '../../cart/fetchProductsByIds';
import { selectManifest } from '../../catalog/catalogSlice';
import { catalogRequested } from '../../catalog/loadCatalog';
import type { NotaOrder } from '../../checkout/order/orderRecord';
import { notaProblemText, readNota } from '../../nota/notaCodec';
import { formatWib } from '../../nota/notaText';
import { notaCartLines } from './notaCartLines';
import { Button, Muted, Section, Table, TableScroll, Toolbar } from './consoleStyles';

/**
 * 'Buka nota': staff paste the nota link a shopper sent and see the order, and can put its lines
 * into this browser's cart (to send it back as a shared cart, or to order again for her). The
 * order stays in this section's memory; only its lines, never her name or address, reach the
 * store and so the action log.
 */
export function NotaLinkSection() {
  const [link, setLink] = useState('');
  const hash = link.includes('#') ? link.slice(link.indexOf('#')) : link.trim();
  const result = link.trim() ? readNota(hash) : null;
  return (
    <Section aria-labelledby="nota-link">
      <h2 id="nota-link">Buka nota</h2>
      <Muted>Tempel tautan nota dari pesan WhatsApp pelanggan untuk melihat pesanannya.</Muted>
      <label htmlFor="nota-link-input">Tautan nota</label>
      <Input id="nota-link-input" value={link} onChange={(event) => setLink(event.target.value)} placeholder="https://…/nota#1.…" />
      {result && !result.ok && <p role="alert">{notaProblemText[result.reason]}</p>}
      {result?.ok && <NotaSummary order={result.order} link={hash} />}
    </Section>
  );
}

function NotaSummary({ order, link }: { order: NotaOrder; link: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const addToCart = async () => {
    setState('adding');
    await dispatch(catalogRequested());
    const manifest = selectManifest(store.getState());
    const products = manifest ? await fetchProductsByIds(manifest, cartProductRefs(order.lines)) : undefined;
    dispatch(pastOrderRepeated(notaCartLines(order.lines, products)));
    setState('added');
  };
  return (
    <>
      <h3>
        Nota {order.number} · {formatWib(order.sentAt)}
      </h3>
      <TableScroll>
        <Table>
          <caption>Isi nota</caption>
          <thead>
            <tr>
              <th scope="col">Produk</th>
              <th scope="col">Warna / ukuran</th>
              <th scope="col">Jumlah</th>
              <th scope="col">Harga</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.name || 'Tanpa nama'} ({String(line.id)})
                </td>
                <td>{[line.selectedColor, line.selectedSize].filter(Boolean).join(' / ') || '—'}</td>
                <td data-numeric>{line.quantity}</td>
                <td data-numeric>{formatPrice(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <p>
        Total harga {formatPrice(order.goodsTotal)} · Ongkir {order.shipping.ongkir === null ? 'dikonfirmasi penjual' : formatPrice(order.shipping.ongkir)} · Total bayar{' '}
        {order.toPay === null ? '—' : formatPrice(order.toPay)}
      </p>
      <Toolbar>
        <Button type="button" $variant="primary" disabled={state === 'adding'} onClick={() => void addToCart()}>
          Masukkan ke keranjang
        </Button>
        <Link to={`${paths.nota}${link.startsWith('#') ? link : `#${link}`}`}>Buka halaman nota</Link>
      </Toolbar>
      <div role="status">{state === 'added' && <p>Barang nota ditambahkan ke keranjang browser ini dengan harga hari ini. <Link to={paths.cart}>Lihat keranjang</Link></p>}</div>
    </>
  );
}
