/** The id of the page's `<main>` (src/app/layout/Layout.tsx), which can take focus. */
export const mainContentId = 'main';

/**
 * Where keyboard and screen-reader users go when the control they used leaves the page (the
 * cart emptied, its last line removed): the page's main content, rather than the top of the
 * document, which is where the browser would leave them.
 */
export function focusMainContent(): void {
  document.getElementById(mainContentId)?.focus();
}
