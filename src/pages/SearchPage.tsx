import { usePageMeta } from '../lib/usePageMeta';

export default function SearchPage() {
  usePageMeta('Hasil pencarian');
  return <h1>Hasil pencarian</h1>;
}
