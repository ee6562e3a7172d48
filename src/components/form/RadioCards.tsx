import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckLabel } from './controls';
import { FieldError } from './Field';

export interface RadioCard {
  /** The radio's value and React key. */
  value: string;
  title: ReactNode;
  detail: ReactNode;
}

interface RadioCardsProps {
  /** The group's name, its legend: 'Pengiriman', 'Pembayaran'. */
  legend: string;
  /** The radios' form name. */
  name: string;
  cards: readonly RadioCard[];
  chosen: string | null;
  onChoose: (value: string) => void;
  error?: string;
  /** Filled with the first radio, so a submit without a choice can take the shopper there. */
  firstRadioRef?: (node: HTMLInputElement | null) => void;
}

/**
 * A radiogroup named by its legend, one bordered card per choice (the whole card is the radio's
 * label), its error under it: the checkout's 'Pengiriman' and 'Pembayaran'.
 */
export function RadioCards({ legend, name, cards, chosen, onChoose, error, firstRadioRef }: RadioCardsProps) {
  const id = useId();
  return (
    <Group role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <Legend id={`${id}-legend`}>{legend}</Legend>
      {cards.map((card, index) => (
        <Card key={card.value}>
          <input ref={index === 0 ? firstRadioRef : undefined} type="radio" name={name} value={card.value} checked={chosen === card.value} onChange={() => onChoose(card.value)} />
          <span>
            <Title>{card.title}</Title>
            <Detail>{card.detail}</Detail>
          </span>
        </Card>
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

const Card = styled(CheckLabel)`
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
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
