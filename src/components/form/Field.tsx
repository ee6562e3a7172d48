import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** What a field's control must carry so its label, hint and error are announced with it. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and an inline error message. */
export function Field({ label, required, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {!required && <Optional> (opsional)</Optional>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  align-content: start;
  gap: 4px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A field's error under it; a group of radios shows its own with it. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.sale};
`;
