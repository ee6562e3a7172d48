import styled from 'styled-components';
import { formatPrice } from '../lib/formatPrice';
import { media } from '../styles/breakpoints';
import { LineImage } from './LineImage';

export interface PreviewLine {
  key: string;
  name: string;
  image: string;
  /** Colour, size and the like, in the order to read them. */
  options: string[];
  quantity: number;
  price: number;
  /**
   * Said instead of the price, with no line total: `warning` for what the shop must confirm
   * (a product it does not know), plain for what it quotes later (a custom order).
   */
  note?: { text: string; warning?: boolean };
}

/** Lines to look at, not to edit: a shared cart before it is taken, a past order. */
export function LinePreviewList({ lines, label }: { lines: readonly PreviewLine[]; label: string }) {
  return (
    <List aria-label={label}>
      {lines.map(({ key, name, image, options, quantity, price, note }) => (
        <Row key={key}>
          <LineImage src={image} />
          <div>
            <Name>{name}</Name>
            <Details>
              {[...options, `${quantity} × `].join(' · ')}
              {note ? note.warning ? <Warning>{note.text}</Warning> : note.text : formatPrice(price)}
            </Details>
          </div>
          {!note && <Total>{formatPrice(price * quantity)}</Total>}
        </Row>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// On a phone the total goes under the details: beside them it left the name a third of the
// row, three lines for 'Sneakers Kanvas Klasik'.
const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 12px;
  align-items: center;

  & > :first-child {
    grid-row: span 2;
    align-self: start;
  }

  ${media.tablet} {
    grid-template-columns: auto minmax(0, 1fr) auto;

    & > :first-child {
      grid-row: auto;
      align-self: center;
    }
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Details = styled.p`
  margin: 2px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Warning = styled.strong`
  color: ${({ theme }) => theme.colors.sale};
`;

const Total = styled.p`
  margin: 0;
  font-weight: 700;
`;
