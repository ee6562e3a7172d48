import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { mainContentId } from '../../lib/mainContent';

/** The first stop for keyboard users: straight past the header to the page itself. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    // Focus directly instead of changing the URL's hash, which the router would see as navigation.
    event.preventDefault();
    main.focus(); // focusing also scrolls it into view
  };
  return (
    <Anchor href={`#${mainContentId}`} onClick={skip}>
      Langsung ke konten utama
    </Anchor>
  );
}

const Anchor = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
