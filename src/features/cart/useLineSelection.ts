import { useCallback, useMemo, useState } from 'react';
import type { CartLine } from './cartTypes';
import { lineKeyOf } from './lineKey';

/**
 * Which lines the shopper ticked. Kept in the page (it's view state); lines that left the cart
 * (removed here or in another tab) simply drop out of the selection.
 */
export function useLineSelection(lines: readonly CartLine[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => lines.filter((line) => ticked.has(lineKeyOf(line))), [lines, ticked]);
  // Stable, so a memoised row re-renders only when its own line or tick changes.
  const setSelected = useCallback((line: CartLine, on: boolean) => {
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(lineKeyOf(line));
      else next.delete(lineKeyOf(line));
      return next;
    });
  }, []);
  const setAll = (on: boolean) => setTicked(new Set(on ? lines.map(lineKeyOf) : []));
  return {
    selected,
    isSelected: (line: CartLine) => ticked.has(lineKeyOf(line)),
    setSelected,
    setAll,
    allSelected: lines.length > 0 && selected.length === lines.length,
  };
}
