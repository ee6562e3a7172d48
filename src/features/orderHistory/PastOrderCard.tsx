import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { spreadRow } from '../../components/spreadRow';
import { useAppDispatch, useAppStore } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { PrimaryButton } from '../../components/PrimaryButton';
import { LinePreviewList } from '../../components/LinePreviewList';
import { formatPrice } from '../../lib/formatPrice';
import { cartProductRefs } from '../cart/cartProductRefs';
import { pastOrderRepeated } from '../cart/cartSlice';
import { fetchProductsByIds } from '../cart/fetchProductsByIds';
import { linePreview } from '../cart/linePreview';
import { selectManifest } from '../catalog/catalogSlice';
import { catalogRequested } from '../catalog/loadCatalog';
import type { PastOrder } from './orderHistoryTypes';
import { repeatChangeText } from './repeatChangeText';
import { repeatOrder, type RepeatedOrder } from './repeatOrder';
import { OrderNumberText } from '../../components/OrderNumberText';

const sentAtFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });

/**
 * One past order: when, what, the total of that day, and 'Pesan lagi'. Its lines' products are
 * fetched when 'Pesan lagi' is pressed, not when the page opens: the page shows the order as it
 * was sent, and twenty orders would otherwise fetch dozens of product files nobody asked for.
 */
export function PastOrderCard({ order, children }: { order: PastOrder; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [repeated, setRepeated] = useState<RepeatedOrder | null>(null);
  const [checking, setChecking] = useState(false);
  const titleId = `order-${order.id}`;
  const repeat = async () => {
    if (checking) return;
    setChecking(true);
    await dispatch(catalogRequested());
    const manifest = selectManifest(store.getState());
    // Files that can't be loaded leave nothing known: the lines go back as they were.
    const products = manifest ? await fetchProductsByIds(manifest, cartProductRefs(order.lines)) : undefined;
    const result = repeatOrder(order, products);
    if (result.lines.length > 0) dispatch(pastOrderRepeated(result.lines));
    setRepeated(result);
    setChecking(false);
  };
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>Pesanan {sentAtFormat.format(new Date(order.sentAt))}</Title>
      {order.number && (
        <Number>
          Nomor pesanan <OrderNumberText>{order.number}</OrderNumberText>
        </Number>
      )}
      <LinePreviewList label={`Isi pesanan ${sentAtFormat.format(new Date(order.sentAt))}`} lines={order.lines.map((line) => linePreview(line))} />
      <Footer>
        <span>
          Total saat itu <strong>{formatPrice(order.goodsTotal)}</strong>
        </span>
        <PrimaryButton type="button" aria-describedby={titleId} onClick={() => void repeat()}>
          Pesan lagi
        </PrimaryButton>
      </Footer>
      {children}
      <div role="status">{checking ? <p>Memeriksa harga dan stok hari ini…</p> : repeated && <RepeatResult result={repeated} />}</div>
    </Card>
  );
}

function RepeatResult({ result }: { result: RepeatedOrder }) {
  const added = result.lines.length > 0;
  return (
    <Result>
      <p>
        {added ? 'Ditambahkan ke keranjang dengan harga hari ini.' : 'Tidak ada yang bisa ditambahkan ke keranjang.'}{' '}
        {result.changes.length === 0 && 'Tidak ada yang berubah.'}
      </p>
      {result.changes.length > 0 && (
        <ul>
          {result.changes.map((change) => (
            <li key={`${change.kind}-${JSON.stringify([change.line.id, change.line.selectedColor, change.line.selectedSize])}`}>{repeatChangeText(change)}</li>
          ))}
        </ul>
      )}
      {added && <Link to={paths.cart}>Lihat keranjang</Link>}
    </Result>
  );
}

const Card = styled.article`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

const Footer = styled.div`
  ${spreadRow('8px 16px')}
`;

const Result = styled.div`
  p {
    margin: 0 0 4px;
  }

  ul {
    margin: 0 0 8px;
    padding-left: 20px;
  }
`;

const Number = styled.p`
  margin: 0 0 8px;
  font-size: 14px;

  strong {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 16px;
    letter-spacing: 0.04em;
  }
`;
