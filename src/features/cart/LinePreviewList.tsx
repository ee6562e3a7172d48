import styled from 'styled-components';
import { formatPrice } from '../../lib/formatPrice';
import { lineTotal } from './cartMath';
import type { CartLine } from './cartTypes';
import { lineKeyOf } from './lineKey';
import { LineImage } from './LineImage';

export interface PreviewLine {
  line: CartLine;
  /** Said after the price instead of it (a product the shop must confirm). */
  note?: string;
}

/** Lines to look at, not to edit: a shared cart before it is taken, a past order. */
export function LinePreviewList({ lines, label }: { lines: readonly PreviewLine[]; label: string }) {
  return (
    <List aria-label={label}>
      {lines.map(({ line, note }) => (
        <Row key={lineKeyOf(line)}>
          <LineImage src={line.image} />
          <div>
            <Name>{line.name}</Name>
            <Details>
              {[line.selectedColor, line.selectedSize].filter(Boolean).join(' · ')}
              {line.selectedColor || line.selectedSize ? ' · ' : ''}
              {line.quantity} × {note ? <Note>{note}</Note> : formatPrice(line.price)}
            </Details>
          </div>
          {!note && <Total>{formatPrice(lineTotal(line))}</Total>}
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

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
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

const Note = styled.strong`
  color: ${({ theme }) => theme.colors.sale};
`;

const Total = styled.p`
  margin: 0;
  font-weight: 700;
`;
