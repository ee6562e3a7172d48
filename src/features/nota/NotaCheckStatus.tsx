import type { NotaCheck } from './useNotaCheck';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { isCustomLine } from '../cart/cartMath';
import { findingCount, isAgreedPrice, notaDestination } from './notaChecks';

/** One sentence on how the nota compares with today's catalogue, read out when it changes. */
export function NotaCheckStatus({ check, order }: { check: NotaCheck; order: NotaOrder }) {
  return <p role="status">{statusText(check, order)}</p>;
}

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`);

/**
 * What was compared, named one by one, so the sentence never vouches for a figure nobody checked
 * (a custom line's agreed price, an ongkir without a sheet, region names without their files).
 */
function checkedParts(check: Extract<NotaCheck, { status: 'ready' }>, order: NotaOrder): string[] {
  const parts: string[] = [];
  if (order.lines.some((line) => !isCustomLine(line))) parts.push('harga dan nama produk', 'berat');
  const address = order.people.address;
  if (order.shipping.service !== null && notaDestination(order) && check.ratesChecked) parts.push('ongkir');
  if (address.province && check.regionNames) parts.push('nama wilayah');
  if (order.payment) parts.push('metode pembayaran');
  parts.push('hitungan');
  return parts;
}

function statusText(check: NotaCheck, order: NotaOrder): string {
  if (check.status === 'loading') return 'Memeriksa nota dengan katalog dan tarif ongkir hari ini…';
  if (check.status === 'failed') return 'Nota ini belum bisa diperiksa karena katalog toko gagal dimuat; angka di bawah ini sesuai tautannya.';
  const count = findingCount(check.findings);
  const notes = [
    check.ratesChecked ? '' : ' Ongkir tidak bisa diperiksa: tarif untuk alamat ini tidak tersedia.',
    order.people.address.province && !check.regionNames ? ' Nama wilayah tidak bisa diperiksa: data wilayah gagal dimuat.' : '',
    order.lines.some(isAgreedPrice) ? ' Harga barang custom adalah kesepakatan dengan penjual dan tidak diperiksa katalog.' : '',
  ].join('');
  if (count === 0) {
    const parts = listed(checkedParts(check, order));
    return `${parts.charAt(0).toUpperCase()}${parts.slice(1)} nota ini sesuai katalog hari ini.${notes}`;
  }
  return `Ada ${count} hal yang tidak sesuai katalog; periksa yang ditandai sebelum memproses pesanan.${notes}`;
}
