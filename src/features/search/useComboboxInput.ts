import { useEffect, useRef } from 'react';

interface ComboboxOptions {
  inputId: string;
  listId: string;
  open: boolean;
  activeId: string | undefined;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Makes the search box's input (owned by SearchBox, found by its id) a combobox for our list:
 * the ARIA attributes and the arrow keys. The handler is read through a ref so the listener
 * is attached once per input.
 */
export function useComboboxInput({ inputId, listId, open, activeId, onKeyDown }: ComboboxOptions) {
  const handler = useRef(onKeyDown);
  useEffect(() => {
    handler.current = onKeyDown;
  });

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input) return;
    const listener = (event: KeyboardEvent) => handler.current(event);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.addEventListener('keydown', listener);
    return () => {
      input.removeEventListener('keydown', listener);
      ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'].forEach((name) => input.removeAttribute(name));
    };
  }, [inputId]);

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input) return;
    input.setAttribute('aria-expanded', String(open));
    if (open) input.setAttribute('aria-controls', listId);
    else input.removeAttribute('aria-controls');
    if (open && activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [inputId, listId, open, activeId]);
}
