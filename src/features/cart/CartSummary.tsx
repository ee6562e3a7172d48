import styled from 'styled-components';
import { useAppSelector } from '../../lib/hooks';
import { formatPrice } from '../../lib/formatPrice';
import { selectCartItems, selectTotalPrice } from './cartSlice';
import { shallowEqual } from 'react-redux';
import { totalItemsText } from './cartMath';
import { selectShippingChoice } from '../checkout/shippingSlice';
import { selectPayable } from '../checkout/payment/selectPayable';

/**
 * 'Total item' (lines, then the pieces: totalItemsText) and 'Total harga' (price × quantity), as the shop counts them;
 * once a destination is priced, 'Ongkir' and 'Total bayar' under them (Total harga stays the goods).
 */
export function CartSummary() {
  const lines = useAppSelector(selectCartItems);
  const totalPrice = useAppSelector(selectTotalPrice);
  const shipping = useAppSelector(selectShippingChoice);
  const { toPay, uniqueCode, hasUnpricedCustom } = useAppSelector(selectPayable, shallowEqual);
  return (
    <section aria-labelledby="cart-summary-title">
      <Title id="cart-summary-title">Ringkasan</Title>
      <Totals>
        <Row>
          <dt>Total item</dt>
          <dd>{totalItemsText(lines)}</dd>
        </Row>
        <Row $strong>
          <dt>Total harga</dt>
          <dd>{formatPrice(totalPrice)}</dd>
        </Row>
        {shipping && (
          <>
            <Row>
              <dt>Ongkir</dt>
              <dd>{shipping.ongkir === null ? 'dikonfirmasi penjual' : formatPrice(shipping.ongkir)}</dd>
            </Row>
            {uniqueCode > 0 && (
              <Row>
                <dt>Kode unik</dt>
                <dd>{formatPrice(uniqueCode)}</dd>
              </Row>
            )}
            <Row $strong>
              <dt>Total bayar</dt>
              <dd>{toPay == null ? 'dikonfirmasi penjual' : formatPrice(toPay)}</dd>
            </Row>
          </>
        )}
      </Totals>
      {shipping?.ongkir === null && <Note>Ongkir dikonfirmasi penjual: toko mengirim total bayar lewat WhatsApp.</Note>}
      {hasUnpricedCustom && <Note>Harga pesanan custom belum termasuk; toko mengonfirmasinya lewat WhatsApp.</Note>}
    </section>
  );
}

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 20px;
`;

const Totals = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
`;

const Row = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  font-size: ${({ $strong }) => ($strong ? '18px' : '16px')};
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};

  dd {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
