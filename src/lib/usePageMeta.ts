import { useEffect } from 'react';
import { shop } from '../config/shop';

/** A page's document title: `… · Langkah`, or the shop's own for the home page (''). */
export const pageTitle = (title: string): string => (title ? `${title} · ${shop.name}` : `${shop.name} — ${shop.tagline}`);

const DESCRIPTION_LENGTH = 155;

/**
 * A page's meta description from longer text: the ~155 characters a search result and a chat's
 * link preview show, cut after the last whole word and marked '…' (a cut mid-word read as a typo).
 */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // One very long "word" (a pasted link) is cut where it stands.
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Sets the document title (`… · Langkah`) and meta description for the current page. */
export function usePageMeta(title: string, description: string = shop.description): void {
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
