import styled from 'styled-components';

/** Beside a figure that disagrees: the words the seller looks for, and what today's figure is. */
export function NotaMark({ children }: { children: React.ReactNode }) {
  return (
    <Mark>
      <strong>tidak sesuai katalog</strong>
      {children ? <> — {children}</> : null}
    </Mark>
  );
}

const Mark = styled.span`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.sale};
  font-size: 0.9rem;
  font-weight: 600;

  @media print {
    color: #000;
    text-decoration: underline;
  }
`;
