import type { ReactNode } from 'react';
import { CatalogError } from './CatalogError';
import type { SplitFiles } from './split/useSplitFiles';

/**
 * Shows `children` with a page's catalogue files once they are in, `fallback` (a skeleton of the
 * same size) while they load, and a retryable error when one can't be loaded. Never a blank page.
 */
export function SplitFilesBoundary<T>({ files, fallback, children }: { files: SplitFiles<T>; fallback: ReactNode; children: (values: T[]) => ReactNode }) {
  if (files.status === 'failed') return <CatalogError onRetry={files.retry} />;
  if (files.status !== 'ready') return fallback;
  return children(files.values);
}
