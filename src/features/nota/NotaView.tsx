import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/PrimaryButton';
import { outlinedAction } from '../../components/outlinedAction';
import { showToast } from '../../lib/toast';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { copyText } from '../../lib/shareOrCopy';
import { NotaCheckStatus } from './NotaCheckStatus';
import { NotaLabel } from './NotaLabel';
import { NotaLines } from './NotaLines';
import { NotaPeople } from './NotaPeople';
import { NotaPrintStyle, type PrintLayout } from './NotaPrintStyle';
import { NotaSummary } from './NotaSummary';
import { namedByCode } from './notaRegions';
import { addressForCopy, formatWib } from './notaText';
import { useNotaCheck } from './useNotaCheck';

/** An order's nota: what was ordered, checked against today's catalogue, ready to print or pack. */
export function NotaView({ order }: { order: NotaOrder }) {
  const check = useNotaCheck(order);
  const [layout, setLayout] = useState<PrintLayout>('nota');
  // For whoever inspects or styles the printout (and the tests: jsdom keeps no @page rule).
  useEffect(() => {
    document.documentElement.dataset.print = layout;
    return () => void delete document.documentElement.dataset.print;
  }, [layout]);
  const findings = check.status === 'ready' ? check.findings : undefined;
  // Region names come from their codes once the region files are read (notaRegions.ts).
  const regionNames = check.status === 'ready' ? check.regionNames : undefined;
  const shown = useMemo(
    () => (regionNames ? { ...order, people: { ...order.people, address: namedByCode(order.people.address, regionNames) } } : order),
    [order, regionNames],
  );
  const print = (chosen: PrintLayout) => {
    // The @page size must be in the document before the print dialog reads it.
    flushSync(() => setLayout(chosen));
    window.addEventListener('afterprint', () => setLayout('nota'), { once: true });
    window.print();
  };
  const copyAddress = async () => {
    const outcome = await copyText(addressForCopy(shown.people));
    showToast(outcome === 'copied' ? 'Alamat disalin.' : 'Alamat tidak bisa disalin otomatis; salin dari nota.', {
      variant: outcome === 'copied' ? 'success' : 'warning',
    });
  };
  return (
    <>
      <NotaPrintStyle $layout={layout} />
      <Nota data-print-layout="nota" aria-labelledby="nota-title">
        <h1 id="nota-title">Nota pesanan {order.number}</h1>
        <Meta>Dipesan {formatWib(order.sentAt)}</Meta>
        <Actions data-print-hidden>
          <PrimaryButton type="button" onClick={() => print('nota')}>
            Cetak nota
          </PrimaryButton>
          <Outlined type="button" onClick={() => print('label')}>
            Cetak label
          </Outlined>
          <Outlined type="button" onClick={() => void copyAddress()}>
            Salin alamat
          </Outlined>
        </Actions>
        <NotaCheckStatus check={check} order={order} />
        <NotaLines lines={order.lines} findings={findings?.lines} names={findings?.names} products={check.status === 'ready' ? check.products : undefined} />
        <NotaSummary order={order} findings={findings} />
        <NotaPeople people={shown.people} regions={findings?.regions} />
      </Nota>
      <NotaLabel order={shown} />
    </>
  );
}

const Nota = styled.article`
  max-width: 760px;
  overflow-wrap: anywhere;

  h1 {
    margin-bottom: 4px;
  }
  @media print {
    max-width: none;
    font-size: 10.5pt;
    [role='status'] {
      font-style: italic;
    }
  }
`;

const Meta = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
`;

const Outlined = styled.button`
  ${outlinedAction}
  color: ${({ theme }) => theme.colors.text};
`;
