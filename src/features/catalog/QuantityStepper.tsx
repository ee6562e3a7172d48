import { useId, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { focusFieldAtLimit } from '../../lib/focusFieldAtLimit';
import { touchTarget } from '../../styles/touchTarget';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** Quantity with − and + buttons; typing works too and is clamped to 1…max. */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const clamp = (next: number) => onChange(Math.min(max, Math.max(1, Number.isFinite(next) ? Math.floor(next) : 1)));
  const step = (by: number, event: MouseEvent) => {
    focusFieldAtLimit(event, by < 0 ? value + by <= 1 : value + by >= max, field.current);
    clamp(value + by);
  };
  return (
    <Row>
      <label htmlFor={id}>Jumlah</label>
      <Step type="button" aria-label="Kurangi jumlah" disabled={value <= 1} onClick={(event) => step(-1, event)}>
        −
      </Step>
      <Input ref={field} id={id} type="number" inputMode="numeric" min={1} max={max} value={value} onChange={(event) => clamp(event.target.valueAsNumber)} />
      <Step type="button" aria-label="Tambah jumlah" disabled={value >= max} onClick={(event) => step(1, event)}>
        +
      </Step>
    </Row>
  );
}

// As tall as its buttons from the start, so a preview painted before they are read does not move
// the label (e2e/preview.spec.ts).
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: ${touchTarget};

  label {
    font-weight: 700;
    margin-right: 8px;
  }
`;

const Step = styled.button`
  width: ${touchTarget};
  height: ${touchTarget};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.2rem;
  cursor: pointer;

  /* Faded by colour, not opacity, as in the cart's stepper: gaining or losing an opacity layer
     lays out the whole page. */
  &:disabled {
    cursor: not-allowed;
    color: color-mix(in srgb, ${({ theme }) => theme.colors.textMuted} 50%, transparent);
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.border} 50%, transparent);
  }
`;

const Input = styled.input`
  width: 64px;
  height: ${touchTarget};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
`;
