import { usePageMeta } from '../lib/usePageMeta';

export default function UserPage() {
  usePageMeta('Akun');
  return <h1>Akun</h1>;
}
