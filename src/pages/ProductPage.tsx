import { usePageMeta } from '../lib/usePageMeta';

export default function ProductPage() {
  usePageMeta('Produk');
  return <h1>Produk</h1>;
}
