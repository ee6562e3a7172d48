import { formatPrice } from '../../lib/formatPrice';
import { lineLabel } from '../cart/lineLabel';
import type { RepeatChange } from './repeatOrder';

/** One sentence per change, in the shopper's words. */
export function repeatChangeText(change: RepeatChange): string {
  const label = lineLabel(change.line);
  switch (change.kind) {
    case 'price':
      return `${label}: harga sekarang ${formatPrice(change.after)} (dulu ${formatPrice(change.before)}).`;
    case 'reduced':
      return `${label}: stok tinggal ${change.stock}, jumlahnya disesuaikan.`;
    case 'soldOut':
      return `${label}: stoknya habis, tidak ditambahkan.`;
    case 'gone':
      return `${label}: sudah tidak ada di katalog, tidak ditambahkan.`;
  }
}
