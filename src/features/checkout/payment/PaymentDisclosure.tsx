import { useId, useState } from 'react';
import { SecondaryButton } from '../../../components/form/controls';
import { LazyPaymentPanel } from './LazyPaymentPanel';
import type { PaidOrder } from './PaymentPanel';

/** On /pesanan: the same payment panel as after sending, fetched when she asks for it. */
export function PaymentDisclosure({ order }: { order: PaidOrder }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <SecondaryButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Cara membayar
      </SecondaryButton>
      <div id={id}>{open && <LazyPaymentPanel order={order} />}</div>
    </div>
  );
}
