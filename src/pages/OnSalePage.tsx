import { usePageMeta } from '../lib/usePageMeta';

export default function OnSalePage() {
  usePageMeta('On Sale');
  return <h1>On Sale</h1>;
}
