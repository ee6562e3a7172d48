import { RadioCards } from '../../../components/form/RadioCards';
import type { PaymentMethod } from './paymentMethods';

interface Props {
  methods: PaymentMethod[];
  chosen: string | null;
  onChoose: (method: PaymentMethod) => void;
  error?: string;
  /** Filled with the first radio, so a submit without a choice can take the shopper there. */
  firstRadioRef?: (node: HTMLInputElement | null) => void;
}

/**
 * 'Pembayaran': the methods the shop accepts for this destination (COD only where toko.csv offers
 * it). A shop without methods has no step: the seller says how to pay in the chat.
 */
export function PaymentChoice({ methods, chosen, onChoose, error, firstRadioRef }: Props) {
  if (methods.length === 0) return null;
  return (
    <RadioCards
      legend="Pembayaran"
      name="pembayaran"
      cards={methods.map((method) => ({ value: method.id, title: method.title, detail: method.detail }))}
      chosen={chosen}
      onChoose={(id) => onChoose(methods.find((method) => method.id === id)!)}
      error={error}
      firstRadioRef={firstRadioRef}
    />
  );
}
