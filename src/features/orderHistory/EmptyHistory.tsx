import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';

/** No order sent from this browser yet: a way to start. */
export function EmptyHistory() {
  return (
    // In the page's build-time preview: index.html drops it for a shopper with past orders.
    <EmptyState
      previewOnlyWhenEmpty
      title="Belum ada pesanan"
      description="Pesanan yang kamu kirim lewat WhatsApp dari browser ini akan muncul di sini, siap dipesan lagi."
      action={{ to: paths.home, label: 'Mulai belanja' }}
    />
  );
}
