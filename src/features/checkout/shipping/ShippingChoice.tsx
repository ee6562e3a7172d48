import { useId } from 'react';
import styled from 'styled-components';
import { CheckLabel } from '../../../components/form/controls';
import { FieldError } from '../../../components/form/Field';
import { formatPrice } from '../../../lib/formatPrice';
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
  const id = useId();
  if (state.status === 'waiting') return null;
  if (state.status === 'loading') return <Status role="status">Menghitung ongkir…</Status>;
  if (state.options.length === 0) {
    return <Status role="status">Ongkir dikonfirmasi penjual: toko menghitungnya setelah menerima pesanan.</Status>;
  }
  return (
    // A radiogroup, named by its legend, as PRODUCT.md names it.
    <Group role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <Legend id={`${id}-legend`}>Pengiriman</Legend>
      {state.options.map((option, index) => (
        <Choice key={option.service}>
          <input
            ref={index === 0 ? firstRadioRef : undefined}
            type="radio"
            name="pengiriman"
            value={option.service}
            checked={chosen === option.service}
            onChange={() => onChoose(option)}
          />
          <span>
            <Service>{option.service}</Service>
            <Detail>
              {priceText(option)}
              {option.days && ` · ${daysText(option.days)}`}
            </Detail>
          </span>
        </Choice>
      ))}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-weight: 600;
`;

// A bordered row per service: the whole row is the radio's label.
const Choice = styled(CheckLabel)`
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Service = styled.span`
  display: block;
  font-weight: 600;
`;

const Detail = styled.span`
  display: block;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

