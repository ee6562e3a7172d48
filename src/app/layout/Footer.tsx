import styled from 'styled-components';
import { shop } from '../../config/shop';

export function Footer() {
  return (
    <Bar>
      <p>{shop.tagline}</p>
      <p>{shop.copyright}</p>
    </Bar>
  );
}

const Bar = styled.footer`
  padding: 32px 16px 96px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;
