import { usePageMeta } from '../lib/usePageMeta';

export default function NotFoundPage() {
  usePageMeta('Halaman tidak ditemukan');
  return <h1>Halaman tidak ditemukan</h1>;
}
