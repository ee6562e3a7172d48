import styled from 'styled-components';
import { shop } from '../../config/shop';
import { shopContact } from '../../config/shopContact';
import { formatPrice } from '../../lib/formatPrice';
import { totalPieces } from '../cart/cartMath';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { formatWeight } from '../checkout/shipping/cartWeight';
import { PICKUP_SERVICE } from '../checkout/shipping/shippingOptions';
import { addressLines } from './notaText';

/**
 * The 100 × 150 mm packing label: the recipient and her address large enough to read across a
 * sorting floor; as sender, the dropship sender when there is one (the parcel must not name the
 * shop), else the shop and its WhatsApp. Printed only ('Cetak label').
 */
export function NotaLabel({ order }: { order: NotaOrder }) {
  const { people, shipping } = order;
  const sender = people.sender ?? { name: shop.name, phone: `+${shop.whatsappNumber}` };
  return (
    <Label data-print-layout="label" aria-hidden="true">
      <Service>
        <span>{shipping.service ?? 'Pengiriman dikonfirmasi penjual'}</span>
        <span>{formatWeight(shipping.grams)}</span>
      </Service>
      {/* What the courier must collect, large: a COD parcel handed over without it is a lost sale. */}
      {order.payment?.kind === 'cod' && (
        <Cod>
          <CodFlag>COD</CodFlag>
          <span>{order.toPay === null ? 'Tagih sesuai total dari penjual' : `Tagih ${formatPrice(order.toPay)}`}</span>
        </Cod>
      )}
      {shipping.service === PICKUP_SERVICE && <Pickup>Diambil di toko: {shopContact.address}</Pickup>}
      <Part>
        <Caption>Kepada</Caption>
        <Recipient>{people.name}</Recipient>
        <Phone>{people.phone}</Phone>
        {addressLines(people.address).map((line) => (
          <AddressLine key={line}>{line}</AddressLine>
        ))}
      </Part>
      <Part>
        <Caption>Dari</Caption>
        <div>
          <strong>{sender.name}</strong> · {sender.phone}
        </div>
      </Part>
      <Footer>
        <strong>{order.number}</strong>
        <span>{totalPieces(order.lines)} barang</span>
      </Footer>
    </Label>
  );
}

const Label = styled.div`
  box-sizing: border-box;
  width: 100mm;
  height: 150mm;
  padding: 5mm;
  display: flex;
  flex-direction: column;
  gap: 3mm;
  color: #000;
  background: #fff;
  font-size: 11pt;
  overflow: hidden;
  break-inside: avoid;
`;

const Service = styled.div`
  display: flex;
  justify-content: space-between;
  padding-bottom: 2mm;
  border-bottom: 0.6mm solid #000;
  font-weight: 700;
  font-size: 12pt;
`;

const Cod = styled.div`
  display: flex;
  align-items: center;
  gap: 3mm;
  font-size: 16pt;
  font-weight: 700;
`;

const CodFlag = styled.span`
  padding: 1mm 3mm;
  background: #000;
  color: #fff;
  font-size: 22pt;
  letter-spacing: 0.05em;
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Pickup = styled.div`
  font-size: 11pt;
  font-weight: 700;
`;

const Part = styled.div`
  overflow-wrap: anywhere;
  & + & {
    padding-top: 2mm;
    border-top: 0.3mm dashed #000;
  }
`;

const Caption = styled.div`
  font-size: 9pt;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Recipient = styled.div`
  font-size: 18pt;
  font-weight: 700;
  line-height: 1.15;
`;

const Phone = styled.div`
  font-size: 14pt;
  font-weight: 700;
  margin-bottom: 1mm;
`;

const AddressLine = styled.div`
  font-size: 13pt;
  line-height: 1.25;
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  justify-content: space-between;
  padding-top: 2mm;
  border-top: 0.6mm solid #000;
  font-size: 12pt;
`;
