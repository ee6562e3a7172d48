import styled from 'styled-components';
import { formatPrice } from '../../lib/formatPrice';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { shopContact } from '../../config/shopContact';
import { formatWeight } from '../checkout/shipping/cartWeight';
import { PICKUP_SERVICE } from '../checkout/shipping/shippingOptions';
import { NotaMark } from './NotaMark';
import type { NotaFindings } from './notaChecks';

const ongkirText = (ongkir: number | null) => (ongkir === null ? 'dikonfirmasi penjual' : formatPrice(ongkir));

/** Shipping, payment and the three totals, each with what today's figure is where it disagrees. */
export function NotaSummary({ order, findings }: { order: NotaOrder; findings?: NotaFindings }) {
  const { shipping, payment } = order;
  const todayOngkir = findings?.ongkir;
  return (
    <Rows>
      <dt>Pengiriman</dt>
      <dd>
        {shipping.service ? `${shipping.service}${shipping.days ? ` (${shipping.days} hari)` : ''}` : 'Dikonfirmasi penjual'}
        {shipping.service === PICKUP_SERVICE && `, di ${shopContact.address}`}
        {todayOngkir === 'none' && <NotaMark>layanan ini tidak ada di tarif ongkir untuk alamat ini</NotaMark>}
        {findings?.days !== undefined && <NotaMark>{findings.days === null ? 'tarif hari ini tidak menyebut lama kirim' : `lama kirim hari ini ${findings.days} hari`}</NotaMark>}
        {findings?.shippingUnchecked === 'noDestination' && <NotaMark>alamatnya ditulis bebas, tanpa kode wilayah: layanan dan ongkir ini tidak bisa diperiksa</NotaMark>}
        {findings?.shippingUnchecked === 'noService' && <NotaMark>layanan belum dipilih (dikonfirmasi penjual), tetapi ongkir atau total bayar sudah diisi</NotaMark>}
      </dd>
      <dt>Berat</dt>
      <dd>
        {formatWeight(shipping.grams)}
        {findings?.grams !== undefined && <NotaMark>menurut katalog hari ini {formatWeight(findings.grams)}</NotaMark>}
      </dd>
      <dt>Pembayaran</dt>
      <dd>
        {!payment ? 'Belum dipilih' : findings?.payment ? `“${payment.label}” (tulisan di tautan)` : payment.label}
        {findings?.payment && <NotaMark>bukan metode pembayaran toko; bayar hanya ke rekening yang tercantum di toko</NotaMark>}
      </dd>
      <dt>Kode unik</dt>
      <dd>
        {formatPrice(order.uniqueCode)}
        {findings?.uniqueCode && <NotaMark>kode unik harus 0–999 (dan 0 untuk COD)</NotaMark>}
      </dd>
      <dt>Total harga</dt>
      <dd>
        {formatPrice(order.goodsTotal)}
        {findings?.goodsTotal !== undefined && <NotaMark>jumlah barangnya {formatPrice(findings.goodsTotal)}</NotaMark>}
      </dd>
      <dt>Ongkir</dt>
      <dd>
        {ongkirText(shipping.ongkir)}
        {shipping.freeFrom !== undefined && ` (gratis ongkir, biasanya ${formatPrice(shipping.freeFrom)})`}
        {todayOngkir !== undefined && todayOngkir !== 'none' && <NotaMark>tarif hari ini {ongkirText(todayOngkir)}</NotaMark>}
        {findings?.freeFrom !== undefined && (
          <NotaMark>{findings.freeFrom === null ? 'hari ini tidak gratis ongkir' : `gratis ongkir hari ini, biasanya ${formatPrice(findings.freeFrom)}`}</NotaMark>
        )}
      </dd>
      <Total>Total bayar</Total>
      <Total as="dd">
        {order.toPay === null ? 'dikirim penjual' : formatPrice(order.toPay)}
        {findings?.toPay !== undefined && <NotaMark>hitungannya {findings.toPay === null ? 'belum bisa diketahui' : formatPrice(findings.toPay)}</NotaMark>}
      </Total>
    </Rows>
  );
}

const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) 1fr;
  gap: 6px 16px;
  margin: 16px 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.dt`
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.text} !important;
`;
