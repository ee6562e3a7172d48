import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { focusFieldAtLimit } from '../lib/focusFieldAtLimit';
import { nextTask } from '../lib/nextTask';
import { touchTarget } from '../styles/touchTarget';

interface QuantityStepperProps {
  quantity: number;
  /** The stock, when the catalogue knows it. */
  max?: number;
  onChange: (quantity: number) => void;
  /** 'Jumlah' written beside it (the product page); otherwise it is the field's name only (a cart line). */
  showLabel?: boolean;
}

/** Whole numbers from 1 up to the stock (when known): what a typed or stepped quantity becomes. */
export function clampToStock(value: number, max?: number): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  const capped = max !== undefined && max >= 1 ? Math.min(whole, max) : whole;
  return Math.max(1, capped);
}

/**
 * − / quantity / + , for a cart line and the product page. The typed value is kept as typed until the field is left, then clamped.
 *
 * A tap on − or + writes its number into the field at once and tells the cart in the next task,
 * where React renders the line with it. The tap's own task then carries no render at all: before,
 * it rendered this stepper there (and before that the whole line; at 4× CPU slowdown the longest
 * task after a tap went from 38 to 25 ms, A/B). Quick taps add up in `pending`, and only the last
 * one's task tells the cart. A typed value is committed at once instead: leaving the field may be
 * the tap that sends the order, which must see it.
 */
export function QuantityStepper({ quantity, max, onChange, showLabel = false }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // A stepped quantity the cart doesn't have yet (read in handlers only, never in render).
  const pending = useRef<number | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const atMax = (value: number) => max !== undefined && value >= max;
  const commit = (value: number) => {
    pending.current = null; // what is committed supersedes a step still waiting for its task
    setDraft(null);
    const next = clampToStock(value, max);
    if (next !== quantity) onChange(next);
  };
  const step = (by: number, event: MouseEvent) => {
    const next = clampToStock((pending.current ?? quantity) + by, max);
    focusFieldAtLimit(event, by < 0 ? next <= 1 : atMax(next), field.current);
    if (draft !== null) {
      // Uncommitted typing (Safari's tap leaves focus in the field) gives way to the step. Its
      // render would write the field back, so this rare tap tells the cart at once.
      commit(next);
      return;
    }
    pending.current = next;
    if (field.current) field.current.value = String(next);
    void nextTask().then(() => {
      if (pending.current !== next) return; // a later tap, or a commit, tells the cart
      pending.current = null;
      onChange(next);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(Number(event.currentTarget.value));
  };
  const stepper = (
    <Stepper>
      <StepButton type="button" aria-label="Kurangi jumlah" disabled={quantity <= 1} onClick={(event) => step(-1, event)}>
        −
      </StepButton>
      <InputSlot>
        <QuantityInput
          ref={field}
          id={id}
          type="number"
          aria-label={showLabel ? undefined : 'Jumlah'}
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? String(quantity)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value === '' ? quantity : Number(event.target.value))}
          onKeyDown={onKeyDown}
        />
      </InputSlot>
      <StepButton type="button" aria-label="Tambah jumlah" disabled={atMax(quantity)} onClick={(event) => step(1, event)}>
        +
      </StepButton>
    </Stepper>
  );
  if (!showLabel) return stepper;
  return (
    <Row>
      <label htmlFor={id}>Jumlah</label>
      {stepper}
    </Row>
  );
}

// The row and the stepper are as tall as the stepper with its buttons (and its 1 px border) from the
// start, so a preview painted before the buttons are read moves neither the label nor the stepper
// (e2e/preview.spec.ts).
const stepperHeight = `calc(${touchTarget} + 2px)`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: ${stepperHeight};

  label {
    font-weight: 700;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  min-height: ${stepperHeight};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const StepButton = styled.button`
  width: ${touchTarget};
  height: ${touchTarget};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  /* Faded by colour, not opacity: opacity below 1 gives the button a layer of its own, and
     gaining or losing one lays out the whole page (traced at 4x CPU slowdown). */
  &:disabled {
    color: color-mix(in srgb, ${({ theme }) => theme.colors.textMuted} 50%, transparent);
    cursor: not-allowed;
  }
`;

/** The field's own block, so the field is not a flex item (see QuantityInput). */
const InputSlot = styled.span`
  display: block;
`;

/*
 * A new number in the field lays out only the field: a fixed-size box with size and layout
 * containment and a layer of its own (position: relative) is where Chromium starts layout, but
 * never a flex item, hence InputSlot. Without it, every tap on − or + laid out the whole page
 * (17-21 objects dirty, about 4 ms at 4x CPU slowdown, traced).
 */
const QuantityInput = styled.input`
  display: block;
  position: relative;
  contain: size layout;
  width: 52px;
  height: ${touchTarget};
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
