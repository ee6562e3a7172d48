import type { MouseEvent } from 'react';

/**
 * For a stepper's − or + (or a replay's previous and next) whose click takes the value to its
 * limit. The button is disabled in the render that follows, and a disabled button drops focus to
 * the page: a keyboard or screen reader user pressing − down to 1 would lose their place. Their
 * focus goes to the stepper's field instead, which announces the new value, and a further Enter
 * there changes nothing.
 *
 * Only for a click from the keyboard (`detail` 0: no pointer pressed). A tap or a mouse click
 * leaves focus alone: on a phone, a focused field would open the keyboard.
 */
export function focusFieldAtLimit(event: MouseEvent, atLimit: boolean, field: HTMLInputElement | null): void {
  if (atLimit && event.detail === 0) field?.focus();
}
