import { useEffect } from 'react';
import { shop } from '../config/shop';

/** Sets the document title (`… · Langkah`) and meta description for the current page. */
export function usePageMeta(title: string, description: string = shop.description): void {
  useEffect(() => {
    document.title = title ? `${title} · ${shop.name}` : `${shop.name} — ${shop.tagline}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
