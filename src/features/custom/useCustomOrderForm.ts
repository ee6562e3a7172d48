import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { customItemAdded } from '../cart/cartSlice';
import { customOrderFields, emptyCustomOrder, toCustomLineFields, validateCustomOrder, type CustomOrderForm } from './customOrder';

/** Form state stays here (typed text is view state); only a finished order reaches the store. */
export function useCustomOrderForm() {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<CustomOrderForm>(emptyCustomOrder);
  const [attempted, setAttempted] = useState(false);
  const fieldRefs = useRef<Partial<Record<keyof CustomOrderForm, HTMLElement | null>>>({});
  const errors = attempted ? validateCustomOrder(form) : {};

  const change = (field: keyof CustomOrderForm, value: string) => setForm((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomOrder(form);
    const invalid = customOrderFields.find((field) => found[field]);
    if (invalid) {
      setAttempted(true);
      fieldRefs.current[invalid]?.focus();
      return;
    }
    // The toast with a link to the cart comes from the cart's listener.
    dispatch(customItemAdded(toCustomLineFields(form)));
    setForm(emptyCustomOrder);
    setAttempted(false);
  };

  return { form, errors, fieldRefs, change, submit };
}
