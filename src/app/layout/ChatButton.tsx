import { useEffect } from 'react';
import styled from 'styled-components';
import { whatsappLink } from '../../config/shop';
import { shopContact } from '../../config/shopContact';
import { useAppSelector } from '../../lib/hooks';
import { selectOverlay } from '../../features/ui/uiSlice';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/breakpoints';
import { ExternalLink } from './ExternalLink';
import { Icon } from './icons';

/** Fixed widths: a preview painted before the word "Chat" was read keeps the button's size. */
const chatButtonWidth = { phone: '56px', desktop: '120px' };

/**
 * Floating at the bottom right of every page. It steps aside while the menu or promo covers the
 * page, and on a phone while the shopper types (the keyboard leaves no room beside the form).
 * Rendered by the footer's chunk (FooterArea.tsx), which the first render over a page's preview
 * waits for: no page needs it before it is up, and the first screen's JS has no room for it.
 */
export function ChatButton() {
  const overlay = useAppSelector(selectOverlay);
  useEffect(markWhileTyping, []);
  if (overlay === 'menu' || overlay === 'promo') return null;
  // In a landmark of its own, like everything else on the page, for those who move by landmarks.
  return (
    <Aside aria-label="Chat">
      <Floating href={whatsappLink(shopContact.chatGreeting)}>
        <ChatIcon />
        {/* Visible as "Chat" on wide screens; on a phone only the icon shows, the name stays. */}
        <Label>Chat</Label>
        <VisuallyHidden> via WhatsApp</VisuallyHidden>
      </Floating>
    </Aside>
  );
}

/** Typing: a focused text field always matches `:focus-visible`, a tapped checkbox or button doesn't. */
const TYPING_IN = 'input:focus-visible, textarea:focus-visible';

/**
 * Keeps `<html data-typing>` while the focus is in a field being typed into; returns the clean-up.
 * A listener on focus changes, not CSS's `:root:has(input:focus-visible, …)`: Chromium evaluated
 * that by walking the whole document each time the button was restyled, as on every theme switch
 * (whose restyle at 4× CPU slowdown went from 7.0 to 6.1 and 6.3 to 5.0 ms; docs/performance.md).
 */
function markWhileTyping() {
  const root = document.documentElement;
  // At focusout the field has already let go of the focus; focusin then names the next holder.
  const update = () => root.toggleAttribute('data-typing', !!document.activeElement?.matches(TYPING_IN));
  const events = ['focusin', 'focusout'];
  update();
  events.forEach((type) => addEventListener(type, update));
  return () => {
    events.forEach((type) => removeEventListener(type, update));
    root.removeAttribute('data-typing');
  };
}

const Aside = styled.aside`
  ${media.belowDesktop} {
    :root[data-typing] & {
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
  width: ${chatButtonWidth.phone};
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  text-decoration: none;
  font-weight: 700;

  ${media.desktop} {
    /* From the left, not centred: a preview painted before the word "Chat" was read must not
       move the icon (e2e/preview.spec.ts). */
    justify-content: flex-start;
    padding-left: 22px;
    width: ${chatButtonWidth.desktop};
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

// Here, not in icons.tsx: that module is in the first screen's JS, this button in the footer's chunk.
const ChatIcon = () => (
  <Icon size={26}>
    <path d="M4.5 19.5l1.2-3.7A8 8 0 1 1 8.6 18.6z" />
    <path d="M9.2 8.8c0 3 2.6 5.8 5.8 6l1.2-1.5-1.8-.9-.8.8a4.5 4.5 0 0 1-2.8-2.8l.8-.8-.9-1.8z" fill="currentColor" strokeWidth="0.8" />
  </Icon>
);
