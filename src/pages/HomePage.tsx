import { usePageMeta } from '../lib/usePageMeta';

export default function HomePage() {
  usePageMeta('');
  return <h1>Langkah</h1>;
}
