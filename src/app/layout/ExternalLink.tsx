import type { AnchorHTMLAttributes } from 'react';

const newTabNoteId = 'new-tab-note';

/**
 * A link off the shop: a new tab, and no window.opener or referrer for the other site. Screen
 * readers hear "membuka tab baru" as its description, so its name stays exactly what it shows.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" aria-describedby={newTabNoteId} {...props}>
      {children}
    </a>
  );
}

/**
 * Rendered once per page (by the layout) for every ExternalLink to point at. `hidden`: a
 * description is read from the element it points at even when that is hidden, and hidden
 * text is no stray content outside the page's landmarks.
 */
export function NewTabNote() {
  return (
    <span id={newTabNoteId} hidden>
      membuka tab baru
    </span>
  );
}
