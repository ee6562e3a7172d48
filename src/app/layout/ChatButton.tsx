import styled from 'styled-components';
import { whatsappLink } from '../../config/shop';
import { useAppSelector } from '../hooks';
import { selectOverlay } from '../../features/ui/uiSlice';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/breakpoints';
import { ExternalLink } from './ExternalLink';
import { ChatIcon } from './icons';

/** Height the page keeps free at its bottom so the button never sits on a page's last controls. */
export const chatButtonClearance = '88px';

/**
 * Floating at the bottom right of every page. It steps aside while the menu or promo covers the
 * page, and on a phone while the shopper types (the keyboard leaves no room beside the form).
 */
export function ChatButton() {
  const overlay = useAppSelector(selectOverlay);
  if (overlay === 'menu' || overlay === 'promo') return null;
  // In a landmark of its own, like everything else on the page, for those who move by landmarks.
  return (
    <Aside aria-label="Chat">
      <Floating href={whatsappLink('Halo Langkah, saya ingin bertanya.')}>
        <ChatIcon />
        {/* Visible as "Chat" on wide screens; on a phone only the icon shows, the name stays. */}
        <Label>Chat</Label>
        <VisuallyHidden> via WhatsApp</VisuallyHidden>
      </Floating>
    </Aside>
  );
}

/**
 * Typing is for CSS to see, not a script: no listener runs on every focus change. A text field
 * with focus always matches `:focus-visible`, a tapped checkbox or button doesn't. A browser
 * without `:has()` keeps the button in place, as on a desktop.
 */
const Aside = styled.aside`
  ${media.belowDesktop} {
    /* Not ':root:has(…) &': stylis drops a space that follows ')'. */
    :has(input:focus-visible, textarea:focus-visible):root & {
      display: none;
    }
  }
`;

const Floating = styled(ExternalLink)`
  position: fixed;
  right: max(16px, env(safe-area-inset-right));
  bottom: max(16px, env(safe-area-inset-bottom));
  z-index: 15;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  text-decoration: none;
  font-weight: 700;

  ${media.desktop} {
    width: auto;
    padding: 0 20px 0 16px;
  }
`;

const Label = styled(VisuallyHidden)`
  ${media.desktop} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`;
