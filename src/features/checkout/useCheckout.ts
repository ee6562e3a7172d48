import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/hooks';
import { whatsappLink } from '../../config/shop';
import { paymentFacts } from '../../config/payment';
import { checkLine, type CatalogProduct } from '../cart/catalogChecks';
import type { CartLine } from '../cart/cartTypes';
import { isCustomLine, totalPrice } from '../cart/cartMath';
import { selectCartItems } from '../cart/cartSlice';
import { orderSent } from '../orderHistory/orderHistorySlice';
import { emptyAddress, type StructuredAddress } from './address/addressTypes';
import { addressFieldOrder, validateAddress, type AddressErrors, type AddressMode } from './address/addressValidation';
import { emptyBuyer, validateBuyer, type BuyerDetails, type BuyerErrors } from './buyer';
import { composeOrderMessage, MAX_MESSAGE_LENGTH, type OrderShipping } from './orderMessage';
import { openInNewTab } from './openInNewTab';
import { newOrderNumber } from './order/orderNumber';
import { notaLinkNow, orderPeople, preloadNotaCodec } from './order/notaLinkLoader';
import type { OrderRecord } from './order/orderRecord';
import { forgetAddress, readSavedAddress, saveAddress } from './savedAddress';
import type { Destination } from './shipping/shippingOptions';
import { CASH_AT_SHOP, paymentMethods, type PaymentMethod } from './payment/paymentMethods';
import { PICKUP_SERVICE } from './shipping/shippingOptions';
import { drawUniqueCode, payableWithCode, uniqueCodeFor } from './payment/uniqueCode';
import { paymentChosen, paymentCleared } from './shippingSlice';
import { totalToPay } from './shipping/totalToPay';
import { useShippingOptions } from './shipping/useShippingOptions';

/** The order that opened in WhatsApp: its link (to open again) and its record (number, amount). */
export interface SentOrder {
  url: string;
  record: OrderRecord;
  /** What it was made of: while the cart and the form are these very values, it is the order on screen. */
  basis: SentBasis;
}

interface SentBasis {
  lines: CartLine[];
  buyer: BuyerDetails;
  shipping: string | null;
  paymentId: string | null;
  addressMode: AddressMode;
}

/** By identity: every edit makes a new cart array or buyer object, so any change after sending counts. */
const sameBasis = (a: SentBasis, b: SentBasis) =>
  a.lines === b.lines && a.buyer === b.buyer && a.shipping === b.shipping && a.paymentId === b.paymentId && a.addressMode === b.addressMode;

/** What stops a message from opening. A line the shop must confirm never does: it is marked in the message. */
export type CheckoutProblem = { kind: 'tooLong'; length: number };

export type CheckoutErrors = BuyerErrors & AddressErrors & { shipping?: string; payment?: string };

/** Where focus goes first when the form cannot be sent: top to bottom as the shopper sees it. */
const fieldOrder = ['name', 'phone', ...addressFieldOrder, 'senderName', 'senderPhone', 'shipping', 'payment'] as const;
type FocusableField = (typeof fieldOrder)[number];

function destinationOf({ province, regency, district }: StructuredAddress): Destination | null {
  return province && regency && district ? { province: province.code, regency: regency.code, district: district.code } : null;
}

/**
 * The checkout's state, all of it local: the buyer's details must never reach the store, where
 * DevTools and the support console's action log would keep them. Only the chosen shipping
 * service and its ongkir (useShippingOptions) and the payment's kind, label and kode unik are
 * dispatched.
 */
export function useCheckout(products: readonly CatalogProduct[] | undefined) {
  // The lines are read when the order is sent: the form shows nothing of them, so a quantity
  // change need not re-render it.
  const store = useAppStore();
  const [saved] = useState(readSavedAddress);
  const [buyer, setBuyer] = useState<BuyerDetails>(() => (saved ? { ...emptyBuyer, ...saved } : emptyBuyer));
  const [remember, setRemember] = useState(saved !== null);
  const [hasSaved, setHasSaved] = useState(saved !== null);
  const [addressMode, setAddressMode] = useState<AddressMode>('regions');
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [sent, setSent] = useState<SentOrder | null>(null);
  // Set in the same tap that sends: a second tap or an Enter before React re-renders finds it.
  const lastSent = useRef<SentOrder | null>(null);
  const fieldRefs = useRef<Partial<Record<FocusableField, HTMLElement | null>>>({});
  const refFor = (field: FocusableField) => (node: HTMLElement | null) => {
    fieldRefs.current[field] = node;
  };

  const { province, regency, district } = buyer.address;
  const destination = useMemo(
    () => destinationOf({ ...emptyAddress, province, regency, district }),
    [province, regency, district],
  );
  const shipping = useShippingOptions(destination, addressMode === 'freeText', products);
  const dispatch = useAppDispatch();
  const provinceName = province?.name;
  const regencyName = regency?.name;
  const pickup = shipping.chosen === PICKUP_SERVICE;
  const methods = useMemo(() => paymentMethods(paymentFacts, { province: provinceName, regency: regencyName }, pickup), [provinceName, regencyName, pickup]);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  // Drawn once while the form is open: the code she sees is the one in the message and the panel.
  const [drawnCode] = useState(() => drawUniqueCode());
  // COD left behind by a destination it does not reach is no choice.
  const method: PaymentMethod | undefined = methods.find((candidate) => candidate.id === paymentId);
  const uniqueCode = uniqueCodeFor(method?.kind, drawnCode, paymentFacts.uniqueCode);
  useEffect(() => {
    dispatch(method ? paymentChosen({ kind: method.kind, label: method.label, uniqueCode }) : paymentCleared());
  }, [dispatch, method, uniqueCode]);
  useEffect(() => () => void dispatch(paymentCleared()), [dispatch]);
  // The nota's codec arrives while she fills the form (see notaLinkLoader.ts).
  useEffect(preloadNotaCodec, []);
  const paymentMissing = methods.length > 0 && !method;
  const shippingMissing =
    shipping.state.status === 'ready' && shipping.state.options.length > 0 && !shipping.state.options.some((option) => option.service === shipping.chosen);

  const currentErrors = (): CheckoutErrors => ({
    ...validateBuyer(buyer),
    ...validateAddress(buyer.address, addressMode, { streetRequired: !pickup }),
    ...(shippingMissing ? { shipping: 'Pilih pengiriman.' } : {}),
    ...(paymentMissing ? { payment: 'Pilih pembayaran.' } : {}),
  });
  // Errors show once the shopper has tried to send, then follow their typing.
  const errors: CheckoutErrors = attempted ? currentErrors() : {};

  const update = (next: Partial<BuyerDetails>) => {
    setBuyer((previous) => ({ ...previous, ...next }));
    setProblem(null);
  };

  const forget = () => {
    forgetAddress();
    setHasSaved(false);
    setRemember(false);
    update({ name: '', phone: '', address: emptyAddress });
  };

  const orderShipping = (): OrderShipping => {
    const option = shipping.state.status === 'ready' ? shipping.state.options.find((candidate) => candidate.service === shipping.chosen) : undefined;
    return { service: option?.service ?? null, ongkir: option ? option.ongkir : null, days: option?.days, freeFrom: option?.freeFrom, grams: shipping.grams };
  };

  const form: Omit<SentBasis, 'lines'> = { buyer, shipping: shipping.chosen, paymentId: method?.id ?? null, addressMode };
  const basisNow = (): SentBasis => ({ ...form, lines: selectCartItems(store.getState()) });
  // Re-renders only when the answer flips (the cart changed after sending), not at every quantity change.
  const cartAsSent = useAppSelector((state) => sent !== null && selectCartItems(state) === sent.basis.lines);
  /** The order on screen is still what the cart and form hold: sending again is 'Kirim ulang', never a new number. */
  const sentIsCurrent = sent !== null && cartAsSent && sameBasis(sent.basis, { ...form, lines: sent.basis.lines });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lastSent.current && sameBasis(lastSent.current.basis, basisNow())) return;
    setAttempted(true);
    const found = currentErrors();
    const invalid = fieldOrder.find((field) => found[field]);
    if (invalid) {
      fieldRefs.current[invalid]?.focus();
      return;
    }
    const basis = basisNow();
    const { lines } = basis;
    const shippingRecord = orderShipping();
    const goodsTotal = totalPrice(lines);
    const goodsPriced = !lines.some((line) => isCustomLine(line) && !(line.price > 0));
    const payable = payableWithCode(totalToPay(goodsTotal, shippingRecord.ongkir, goodsPriced), uniqueCode);
    // Numbered when sent: a message that was never opened uses no number.
    const record: OrderRecord = {
      number: newOrderNumber(paymentFacts.orderPrefix),
      sentAt: new Date().toISOString(),
      lines,
      shipping: shippingRecord,
      payment: method ? { kind: method.kind, label: method.label } : null,
      uniqueCode: payable.uniqueCode,
      goodsTotal,
      toPay: payable.toPay,
    };
    const notaUrl = notaLinkNow({ ...record, people: orderPeople(buyer) }, window.location.origin) ?? undefined;
    const message = composeOrderMessage(lines, buyer, { checkOf: (line) => checkLine(line, products), shipping: shippingRecord, number: record.number, payment: method && (method.kind === 'cod' && pickup ? `${method.title}: ${CASH_AT_SHOP.toLowerCase()}` : method.title), uniqueCode: record.uniqueCode, notaUrl });
    if (message.length > MAX_MESSAGE_LENGTH) return setProblem({ kind: 'tooLong', length: message.length });
    const url = whatsappLink(message);
    openInNewTab(url);
    // Remembered for 'Riwayat pesanan': the record, never the buyer's details.
    store.dispatch(orderSent(record));
    if (remember) setHasSaved(saveAddress({ name: buyer.name, phone: buyer.phone, address: buyer.address }));
    else if (hasSaved) setHasSaved(!forgetAddress());
    lastSent.current = { url, record, basis };
    setSent(lastSent.current);
  };

  /** 'Buat pesanan baru': the next 'Pesan via WhatsApp' makes a new order with a new number. */
  const startNewOrder = () => {
    lastSent.current = null;
    setSent(null);
  };

  return {
    buyer,
    errors,
    problem,
    sent,
    sentIsCurrent,
    startNewOrder,
    fieldRefs,
    refFor,
    update,
    submit,
    address: { mode: addressMode, setMode: setAddressMode, streetRequired: !pickup },
    shipping,
    payment: { methods, chosen: method?.id ?? null, choose: (next: PaymentMethod) => setPaymentId(next.id) },
    memory: { remember, setRemember, hasSaved, forget },
  };
}
