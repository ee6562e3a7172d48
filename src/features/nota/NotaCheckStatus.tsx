import type { NotaCheck } from './useNotaCheck';
import { findingCount } from './notaChecks';

/** One sentence on how the nota compares with today's catalogue, read out when it changes. */
export function NotaCheckStatus({ check }: { check: NotaCheck }) {
  return <p role="status">{statusText(check)}</p>;
}

function statusText(check: NotaCheck): string {
  if (check.status === 'loading') return 'Memeriksa nota dengan katalog dan tarif ongkir hari ini…';
  if (check.status === 'failed') return 'Nota ini belum bisa diperiksa karena katalog toko gagal dimuat; angka di bawah ini sesuai tautannya.';
  const count = findingCount(check.findings);
  const rates = check.ratesChecked ? '' : ' Ongkir tidak bisa diperiksa: tarif untuk alamat ini tidak tersedia.';
  if (count === 0) return `Harga, berat, ongkir, dan hitungan nota ini sesuai katalog hari ini.${rates}`;
  return `Ada ${count} hal yang tidak sesuai katalog; periksa yang ditandai sebelum memproses pesanan.${rates}`;
}
