import styled from 'styled-components';
import { shop } from '../config/shop';

/**
 * The shop's mark beside its name (decoration: the name is the link's text). Her logo, from the
 * icons catalog:build made of her file (scripts/shop/shopIcons.ts: /favicon.png, 64 px, which the
 * tab has fetched too; /logo.png, 512 px, when drawn larger); without one, her initials on the
 * theme's primary colour, in either theme.
 */
export function LogoMark({ size = 26 }: { size?: number }) {
  if (shop.logo) return <Picture src={size > 32 ? '/logo.png' : '/favicon.png'} width={size} height={size} alt="" />;
  return (
    <Initials aria-hidden="true" $size={size}>
      {shop.initials}
    </Initials>
  );
}

const Picture = styled.img`
  flex: none;
  object-fit: contain;
`;

// A class per size (styled-components), not a style attribute: the CSP allows no inline styles in the pages' HTML.
const Initials = styled.span<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  font-size: ${({ $size }) => $size * (shop.initials.length > 1 ? 0.46 : 0.62)}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 22%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
`;
