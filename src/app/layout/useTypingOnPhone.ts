import { useEffect, useState } from 'react';
import { media } from '../../styles/breakpoints';

const typingFields = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select';

/**
 * True while a text field has focus on a narrow screen: the on-screen keyboard then squeezes the
 * page, and a floating button would sit right on the form's own buttons.
 */
export function useTypingOnPhone(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(media.desktop.replace('@media ', '')) : null;
    const update = () => {
      const active = document.activeElement;
      setTyping(!wide?.matches && active instanceof Element && active.matches(typingFields));
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}
