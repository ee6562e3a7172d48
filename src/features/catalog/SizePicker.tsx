import { useId } from 'react';
import styled from 'styled-components';
import type { SizeStock } from './catalogTypes';
import { ChoiceButton, OptionGroup, Options, sizeColumnWidth } from './ChoiceButton';

interface SizePickerProps {
  sizes: SizeStock[];
  value: string;
  onChange: (size: string) => void;
  /** Shown (and announced) when the shopper tried to add without a size. */
  error?: string | null;
}

/** Size buttons named by size in a group named 'Ukuran'; sold-out sizes are disabled and struck through. */
export function SizePicker({ sizes, value, onChange, error }: SizePickerProps) {
  const noteId = useId();
  const errorId = useId();
  const anySoldOut = sizes.some((option) => option.stock === 0);
  return (
    <OptionGroup aria-describedby={error ? errorId : undefined}>
      <legend>Ukuran</legend>
      <Options $columnWidth={sizeColumnWidth(sizes.map((option) => option.size))}>
        {sizes.map((option) => {
          const soldOut = option.stock === 0;
          return (
            <ChoiceButton
              key={option.size}
              type="button"
              aria-pressed={option.size === value}
              disabled={soldOut}
              aria-describedby={soldOut ? noteId : undefined}
              onClick={() => onChange(option.size)}
            >
              {option.size}
            </ChoiceButton>
          );
        })}
      </Options>
      {anySoldOut && <Note id={noteId}>Ukuran yang dicoret sudah habis.</Note>}
      <ErrorText id={errorId} role="alert">
        {error}
      </ErrorText>
    </OptionGroup>
  );
}

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sale};

  &:empty {
    display: none;
  }
`;
