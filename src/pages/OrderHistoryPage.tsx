import styled from 'styled-components';
import { useAppSelector } from '../lib/hooks';
import { EmptyHistory } from '../features/orderHistory/EmptyHistory';
import { selectPastOrders } from '../features/orderHistory/orderHistorySlice';
import { PastOrderCard } from '../features/orderHistory/PastOrderCard';
import { usePageMeta } from '../lib/usePageMeta';

export default function OrderHistoryPage() {
  usePageMeta('Riwayat pesanan', 'Pesanan yang kamu kirim lewat WhatsApp dari browser ini, siap dipesan lagi.');
  const orders = useAppSelector(selectPastOrders);
  return (
    <Page>
      <h1>Riwayat pesanan</h1>
      <Intro>Disimpan hanya di browser ini (20 pesanan terakhir), tanpa nama, nomor HP, atau alamat.</Intro>
      {orders.length === 0 ? (
        <EmptyHistory />
      ) : (
        <List>
          {orders.map((order) => (
            <li key={order.id}>
              <PastOrderCard order={order} />
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}

const Page = styled.div`
  max-width: 760px;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
