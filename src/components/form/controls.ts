import styled, { css } from 'styled-components';
import { touchTarget } from '../../styles/touchTarget';

// One look for every text box, text area and select in the shop's forms.
const control = css`
  width: 100%;
  min-height: ${touchTarget};
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.sale};
    border-width: 2px;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 96px;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
`;

export const SecondaryButton = styled.button`
  min-height: ${touchTarget};
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A checkbox or a radio with its words in one label, as tall as a fingertip. */
export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: ${touchTarget};
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A sentence the shopper must not miss above a form's button (too long, a list that failed). */
export const FormNotice = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.sale};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;
