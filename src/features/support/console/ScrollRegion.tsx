import type { ReactNode } from 'react';
import { TableScroll } from './consoleStyles';

/**
 * A wide table scrolls sideways on a phone. A scrolling region must be reachable by
 * keyboard, so it is focusable and named after what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableScroll>
  );
}
