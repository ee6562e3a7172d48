import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';

/** No order sent from this browser yet: a way to start. */
export function EmptyHistory() {
  return (
    <EmptyState
      title="Belum ada pesanan"
      description="Pesanan yang kamu kirim lewat WhatsApp dari browser ini akan muncul di sini, siap dipesan lagi."
      action={{ to: paths.home, label: 'Mulai belanja' }}
    />
  );
}
