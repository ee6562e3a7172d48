import styled from 'styled-components';
import { RadioCards } from '../../../components/form/RadioCards';
import { formatPrice } from '../../../lib/formatPrice';
import { shippingFacts } from '../../../config/shipping';
import { useAppSelector } from '../../../lib/hooks';
import { selectTotalPrice } from '../../cart/cartSlice';
import { freeShippingGap } from './freeShippingGap';
import type { ShippingOption } from './shippingOptions';
import type { ShippingState } from './useShippingOptions';

interface Props {
  state: ShippingState;
  chosen: string | null;
  onChoose: (option: ShippingOption) => void;
  error?: string;
  /** Filled with the first radio, so a submit without a choice can take the shopper there. */
  firstRadioRef?: (node: HTMLInputElement | null) => void;
}

const daysText = (days: string) => `${days.replace(/\s*[-–]\s*/, '–')} hari`;

function priceText(option: ShippingOption): string {
  if (option.ongkir === null) return 'ongkir dikonfirmasi penjual';
  if (option.freeFrom !== undefined) return `gratis ongkir (biasanya ${formatPrice(option.freeFrom)})`;
  return formatPrice(option.ongkir);
}

/**
 * 'Pengiriman': each service that reaches the destination with its price for the cart's weight
 * and its estimate. A destination without rates says so in one sentence and the order goes on.
 */
export function ShippingChoice({ state, chosen, onChoose, error, firstRadioRef }: Props) {
  const goodsTotal = useAppSelector(selectTotalPrice);
  if (state.status === 'waiting') return null;
  if (state.status === 'loading') return <Status role="status">Menghitung ongkir…</Status>;
  if (state.options.length === 0) {
    return <Status role="status">Ongkir dikonfirmasi penjual: toko menghitungnya setelah menerima pesanan.</Status>;
  }
  const { options } = state;
  const cards = options.map((option) => ({
    value: option.service,
    title: option.service,
    detail: `${priceText(option)}${option.days ? ` · ${daysText(option.days)}` : ''}`,
  }));
  const gap = freeShippingGap(goodsTotal, shippingFacts.freeShipping, options);
  return (
    <>
      <RadioCards
        legend="Pengiriman"
        name="pengiriman"
        cards={cards}
        chosen={chosen}
        onChoose={(service) => onChoose(options.find((option) => option.service === service)!)}
        error={error}
        firstRadioRef={firstRadioRef}
      />
      {gap !== null && <Status>Tambah {formatPrice(gap)} lagi untuk gratis ongkir.</Status>}
    </>
  );
}

const Status = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
