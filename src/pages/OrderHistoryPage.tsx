import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../lib/hooks';
import { Input } from '../components/form/controls';
import { normalizeOrderNumber } from '../features/checkout/order/orderNumber';
import { EmptyHistory } from '../features/orderHistory/EmptyHistory';
import { selectPastOrders } from '../features/orderHistory/orderHistorySlice';
import { PastOrderCard } from '../features/orderHistory/PastOrderCard';
import { PaymentDisclosure } from '../features/checkout/payment/PaymentDisclosure';
import { usePageMeta } from '../lib/usePageMeta';
import { paymentFacts } from '../config/payment';

export default function OrderHistoryPage() {
  usePageMeta('Riwayat pesanan', 'Pesanan yang kamu kirim lewat WhatsApp dari browser ini, siap dipesan lagi.');
  const orders = useAppSelector(selectPastOrders);
  const [sought, setSought] = useState('');
  const searchId = useId();
  // Compared as normalizeOrderNumber reads both: 'lk 7f3k 2q9d' or '7F3K' finds LK-7F3K-2Q9D.
  const key = normalizeOrderNumber(sought);
  const shown = key ? orders.filter((order) => order.number !== null && normalizeOrderNumber(order.number).includes(key)) : orders;
  return (
    <Page>
      <h1>Riwayat pesanan</h1>
      <Intro>Disimpan hanya di browser ini (20 pesanan terakhir), tanpa nama, nomor HP, atau alamat.</Intro>
      {orders.length === 0 ? (
        <EmptyHistory />
      ) : (
        <>
          <Search>
            <label htmlFor={searchId}>Temukan pesanan</label>
            <Input id={searchId} type="text" placeholder={`mis. ${paymentFacts.orderPrefix}-7F3K-2Q9D`} autoComplete="off" value={sought} onChange={(event) => setSought(event.target.value)} />
          </Search>
          {shown.length === 0 && <p role="status">Tidak ada pesanan dengan nomor itu di browser ini.</p>}
          <List>
            {shown.map((order) => (
              <li key={order.id}>
                <PastOrderCard order={order}>{order.number && order.payment && <PaymentDisclosure order={{ ...order, number: order.number }} />}</PastOrderCard>
              </li>
            ))}
          </List>
        </>
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

const Search = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 16px;

  label {
    font-weight: 600;
  }
`;
