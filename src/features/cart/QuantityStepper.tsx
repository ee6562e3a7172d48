import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

interface QuantityStepperProps {
  quantity: number;
  /** The stock, when the catalogue knows it. */
  max?: number;
  onChange: (quantity: number) => void;
}

/** Whole numbers from 1 up to the stock (when known): what a typed or stepped quantity becomes. */
export function clampToStock(value: number, max?: number): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  const capped = max !== undefined && max >= 1 ? Math.min(whole, max) : whole;
  return Math.max(1, capped);
}

/** − / quantity / + ; the typed value is kept as typed until the field is left, then clamped. */
export function QuantityStepper({ quantity, max, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (value: number) => {
    setDraft(null);
    const next = clampToStock(value, max);
    if (next !== quantity) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(Number(event.currentTarget.value));
  };
  const atMax = max !== undefined && quantity >= max;
  return (
    <Stepper>
      <StepButton type="button" aria-label="Kurangi jumlah" disabled={quantity <= 1} onClick={() => commit(quantity - 1)}>
        −
      </StepButton>
      <QuantityInput
        type="number"
        aria-label="Jumlah"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value === '' ? quantity : Number(event.target.value))}
        onKeyDown={onKeyDown}
      />
      <StepButton type="button" aria-label="Tambah jumlah" disabled={atMax} onClick={() => commit(quantity + 1)}>
        +
      </StepButton>
    </Stepper>
  );
}

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const QuantityInput = styled.input`
  width: 52px;
  height: 44px;
  border: 0;
  background: transparent;
  text-align: center;
  -moz-appearance: textfield;

  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;
