import { focusMainContent } from '../../lib/mainContent';

/**
 * A removed line takes its focused 'Hapus' button with it; keyboard and screen-reader users
 * would land at the top of the page. Move focus to the neighbouring line, or the page itself.
 */
export function focusAfterRemoval(button: HTMLElement): void {
  const row = button.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const checkbox = neighbour?.querySelector<HTMLElement>('input[type="checkbox"]');
  if (checkbox) checkbox.focus();
  else focusMainContent();
}
