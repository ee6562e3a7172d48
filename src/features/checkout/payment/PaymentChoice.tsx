import { useId } from 'react';
import styled from 'styled-components';
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
  const id = useId();
  if (methods.length === 0) return null;
  return (
    // A radiogroup, named by its legend, as 'Pengiriman' is.
    <Group role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <Legend id={`${id}-legend`}>Pembayaran</Legend>
      {methods.map((method, index) => (
        <Choice key={method.id}>
          <input ref={index === 0 ? firstRadioRef : undefined} type="radio" name="pembayaran" value={method.id} checked={chosen === method.id} onChange={() => onChoose(method)} />
          <span>
            <Title>{method.title}</Title>
            <Detail>{method.detail}</Detail>
          </span>
        </Choice>
      ))}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
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

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
  }

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.text};
  }
`;

const Title = styled.span`
  display: block;
  font-weight: 600;
`;

const Detail = styled.span`
  display: block;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.sale};
  font-size: 14px;
  font-weight: 600;
`;
