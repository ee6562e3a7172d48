import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { NotaView } from '../features/nota/NotaView';
import { notaProblemText, readNota } from '../features/nota/notaCodec';
import { usePageMeta } from '../lib/usePageMeta';

/**
 * `/nota#…`: the order rides in the fragment, read here in the browser and never sent anywhere
 * (the build serves this route the app shell, with no preview). A link that can't be read says
 * so in one sentence and shows nothing of the order.
 */
export default function NotaPage() {
  const { hash } = useLocation();
  const result = useMemo(() => readNota(hash), [hash]);
  usePageMeta(result.ok ? `Nota pesanan ${result.order.number}` : 'Nota pesanan', 'Nota pesanan dari toko ini.');
  if (!result.ok) {
    return (
      <div>
        <h1>Nota pesanan</h1>
        <p role="alert">{notaProblemText[result.reason]}</p>
      </div>
    );
  }
  return <NotaView order={result.order} />;
}
