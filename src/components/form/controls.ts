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
