import { useEffect } from 'react';
import { shop } from '../config/shop';

/** A page's document title: `… · Langkah`, or the shop's own for the home page (''). */
export const pageTitle = (title: string): string => (title ? `${title} · ${shop.name}` : `${shop.name} — ${shop.tagline}`);

/** A page's meta description from longer text: the ~155 characters a search result shows. */
export const metaDescription = (text: string): string => text.slice(0, 155);

/** Sets the document title (`… · Langkah`) and meta description for the current page. */
export function usePageMeta(title: string, description: string = shop.description): void {
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
