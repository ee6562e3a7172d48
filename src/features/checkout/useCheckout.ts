import { useRef, useState, type FormEvent } from 'react';
import { useAppStore } from '../../lib/hooks';
import { whatsappLink } from '../../config/shop';
import { checkLine, type CatalogProduct } from '../cart/catalogChecks';
import { selectCartItems } from '../cart/cartSlice';
import { orderSent } from '../orderHistory/orderHistorySlice';
import { buyerFields, emptyBuyer, validateBuyer, type BuyerDetails } from './buyer';
import { composeOrderMessage, MAX_MESSAGE_LENGTH } from './orderMessage';
import { openInNewTab } from './openInNewTab';

/** What stops a message from opening. A line the shop must confirm never does: it is marked in the message. */
export type CheckoutProblem = { kind: 'tooLong'; length: number };

/**
 * The checkout's state, all of it local: the buyer's details must never reach the store, where
 * DevTools and the support console's action log would keep them.
 */
export function useCheckout(products: readonly CatalogProduct[] | undefined) {
  // The lines are read when the order is sent: the form shows nothing of them, so a quantity
  // change need not re-render it.
  const store = useAppStore();
  const [buyer, setBuyer] = useState<BuyerDetails>(emptyBuyer);
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<keyof BuyerDetails, HTMLElement | null>>>({});

  // Errors show once the shopper has tried to send, then follow their typing.
  const errors = attempted ? validateBuyer(buyer) : {};

  const change = (field: keyof BuyerDetails, value: string) => {
    setBuyer((previous) => ({ ...previous, [field]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const invalid = buyerFields.find((field) => validateBuyer(buyer)[field]);
    if (invalid) {
      fieldRefs.current[invalid]?.focus();
      return;
    }
    const lines = selectCartItems(store.getState());
    const message = composeOrderMessage(lines, buyer, { checkOf: (line) => checkLine(line, products) });
    if (message.length > MAX_MESSAGE_LENGTH) return setProblem({ kind: 'tooLong', length: message.length });
    const url = whatsappLink(message);
    openInNewTab(url);
    // Remembered for 'Riwayat pesanan': the lines only, never the buyer's details.
    store.dispatch(orderSent(lines));
    setSentUrl(url);
  };

  return { buyer, errors, problem, sentUrl, fieldRefs, change, submit, dismissSent: () => setSentUrl(null) };
}
