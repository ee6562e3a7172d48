import { usePageMeta } from '../lib/usePageMeta';

export default function GiftPage() {
  usePageMeta('Gifting');
  return <h1>Gifting</h1>;
}
