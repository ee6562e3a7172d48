import { usePageMeta } from '../lib/usePageMeta';

export default function AdminPage() {
  usePageMeta('Konsol dukungan');
  return <h1>Konsol dukungan</h1>;
}
