import { usePageMeta } from '../lib/usePageMeta';

export default function LoginPage() {
  usePageMeta('Masuk');
  return <h1>Masuk</h1>;
}
