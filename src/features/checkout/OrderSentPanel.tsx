import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../../components/spreadRow';
import { useAppDispatch } from '../../lib/hooks';
import { SecondaryButton } from '../../components/form/controls';
import { PrimaryButton } from '../../components/PrimaryButton';
import { focusMainContent } from '../../lib/mainContent';
import { cleared } from '../cart/cartSlice';
import { OrderNumberText } from '../../components/OrderNumberText';
import { CopyButton } from './order/CopyButton';
import { LazyPaymentPanel } from './payment/LazyPaymentPanel';
import type { OrderRecord } from './order/orderRecord';

interface OrderSentPanelProps {
  url: string;
  record: OrderRecord;
  /** The cart and form are still what this order was made of: it can be sent again as it is. */
  current: boolean;
  onNewOrder: () => void;
  /** The button the order was sent with: the panel opens where it was. */
  sentFrom?: RefObject<HTMLElement | null>;
}

/**
 * After the order opened in WhatsApp: the same message again (in case the tab was blocked or she
 * closed it), an offer to empty the cart, and a new order only when she asks for one. The cart is
 * never emptied without the shopper saying so.
 */
export function OrderSentPanel({ url, record, current, onNewOrder, sentFrom }: OrderSentPanelProps) {
  const dispatch = useAppDispatch();
  const panel = useRef<HTMLElement>(null);
  const [askEmpty, setAskEmpty] = useState(true);
  const clear = () => {
    dispatch(cleared());
    focusMainContent(); // the panel leaves with the cart's form
  };
  const keepCart = () => {
    setAskEmpty(false);
    panel.current?.focus(); // the question leaves; the order's number and payment stay
  };
  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    // The panel takes the place of the button that sent it: scrolled so its top (the title) is
    // where the button was. A plain focus() would scroll the panel's last buttons ('Buat pesanan
    // baru') under a finger still tapping, and a double tap would start a new order.
    const from = sentFrom?.current?.getBoundingClientRect().top;
    node.focus({ preventScroll: true });
    if (from !== undefined) document.scrollingElement?.scrollBy?.(0, node.getBoundingClientRect().top - from);
  }, [url, sentFrom]);
  return (
    <Panel ref={panel} tabIndex={-1} aria-labelledby="order-sent-title">
      <Title id="order-sent-title">Pesanan dibuka di WhatsApp</Title>
      <NumberRow>
        <span>
          Nomor pesanan <OrderNumber>{record.number}</OrderNumber>
        </span>
        <CopyButton text={record.number} label="Salin nomor pesanan" done="Nomor pesanan disalin." />
      </NumberRow>
      <p>
        Kirim pesannya di WhatsApp untuk menyelesaikan pesanan. Tab tidak terbuka atau tertutup?{' '}
        {/* A link, not a script: it opens even where pop-ups are blocked. The same message, the same number. */}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Kirim ulang pesanan ini
        </a>
      </p>
      {record.payment && <LazyPaymentPanel order={record} />}
      {askEmpty && (
        <>
          <p>Sudah terkirim? Kosongkan keranjang supaya siap untuk belanja berikutnya.</p>
          <Buttons>
            <PrimaryButton type="button" onClick={clear}>
              Ya, kosongkan keranjang
            </PrimaryButton>
            <SecondaryButton type="button" onClick={keepCart}>
              Simpan keranjang
            </SecondaryButton>
          </Buttons>
        </>
      )}
      {current && (
        <NewOrder>
          Ingin pesan lagi dengan nomor baru?{' '}
          <SecondaryButton type="button" onClick={onNewOrder}>
            Buat pesanan baru
          </SecondaryButton>
        </NewOrder>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  margin-top: 16px;
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  outline: none;

  p {
    margin: 0 0 8px;
  }
`;

const Title = styled.h3`
  margin: 0 0 8px;
  font-size: 18px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const NewOrder = styled.div`
  ${spreadRow('8px 12px')}
  margin-top: 12px;
`;

const NumberRow = styled.div`
  ${spreadRow('8px 12px')}
  margin-bottom: 12px;
`;

const OrderNumber = styled(OrderNumberText)`
  display: block;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 20px;
  letter-spacing: 0.04em;
`;
