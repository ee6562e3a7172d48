import type { ReactNode } from 'react';
import { CatalogError } from './CatalogError';
import { useCatalog } from './useCatalog';

/**
 * Shows `children` once the catalogue is ready, `fallback` (a skeleton of the same size) while
 * it loads, and a retryable error when it can't be loaded. Never a blank page.
 */
export function CatalogBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { status, retry } = useCatalog();
  if (status === 'failed') return <CatalogError onRetry={retry} />;
  if (status !== 'ready') return fallback;
  return children;
}
