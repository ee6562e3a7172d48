import { useLocation, useNavigate } from 'react-router-dom';

/** Cards a long list shows at first, and adds per "show more": whole rows at 2, 3 and 4 columns. */
const PRODUCTS_PER_STEP = 24;

const STATE_KEY = 'shownProducts';

/** A history entry's state as an object to read and extend; anything else there counts as none. */
const stateOf = (state: unknown): Record<string, unknown> => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {});

/** The count a history entry asked for; anything but a whole number (a forged value, say) asks for none. */
function askedIn(state: unknown): number {
  const asked = stateOf(state)[STATE_KEY];
  return typeof asked === 'number' && Number.isSafeInteger(asked) ? asked : 0;
}

/** How many of `total` show for a history entry's state (the router's `location.state`). */
export const shownFor = (total: number, state: unknown): number => Math.min(total, Math.max(PRODUCTS_PER_STEP, askedIn(state)));

/**
 * How many of a long list's `total` products show. The count lives in the history entry's state,
 * not the URL: Back from a product returns the shopper to the list as long as they had made it,
 * while a shared link opens at the first step. A new sort or filter replaces the entry (the URL
 * changes), so it starts again at the first step too.
 */
export function useShownCount(total: number): { shown: number; showMore: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = shownFor(total, location.state);
  const showMore = () => navigate(location, { replace: true, state: { ...stateOf(location.state), [STATE_KEY]: shown + PRODUCTS_PER_STEP } });
  return { shown, showMore };
}
