import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PrimaryButton } from '../../components/form/controls';
import { LinePreviewList } from '../../components/LinePreviewList';
import { formatPrice } from '../../lib/formatPrice';
import type { CatalogProduct } from '../cart/catalogChecks';
import { pastOrderRepeated } from '../cart/cartSlice';
import { linePreview } from '../cart/linePreview';
import type { PastOrder } from './orderHistoryTypes';
import { repeatChangeText } from './repeatChangeText';
import { repeatOrder, type RepeatedOrder } from './repeatOrder';

const sentAtFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });

/** One past order: when, what, the total of that day, and 'Pesan lagi'. */
export function PastOrderCard({ order, products }: { order: PastOrder; products: readonly CatalogProduct[] | undefined }) {
  const dispatch = useAppDispatch();
  const [repeated, setRepeated] = useState<RepeatedOrder | null>(null);
  const titleId = `order-${order.id}`;
  const repeat = () => {
    const result = repeatOrder(order, products);
    if (result.lines.length > 0) dispatch(pastOrderRepeated(result.lines));
    setRepeated(result);
  };
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>Pesanan {sentAtFormat.format(new Date(order.sentAt))}</Title>
      <LinePreviewList label={`Isi pesanan ${sentAtFormat.format(new Date(order.sentAt))}`} lines={order.lines.map((line) => linePreview(line))} />
      <Footer>
        <span>
          Total saat itu <strong>{formatPrice(order.total)}</strong>
        </span>
        <PrimaryButton type="button" aria-describedby={titleId} onClick={repeat}>
          Pesan lagi
        </PrimaryButton>
      </Footer>
      <div role="status">{repeated && <RepeatResult result={repeated} />}</div>
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
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
