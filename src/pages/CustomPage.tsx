import { usePageMeta } from '../lib/usePageMeta';

export default function CustomPage() {
  usePageMeta('Pesanan Custom');
  return <h1>Pesanan Custom</h1>;
}
