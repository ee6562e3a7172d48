import { usePageMeta } from '../lib/usePageMeta';

export default function CategoryPage() {
  usePageMeta('Kategori');
  return <h1>Kategori</h1>;
}
