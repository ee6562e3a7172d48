import type { UnknownAction } from '@reduxjs/toolkit';
import type { CatalogManifest } from '../catalog/catalogSlice';

/**
 * The catalogue a log was made with, by version. The store holds only the split catalogue's
 * manifest (catalogSlice.ts: categories and each listing's figures, a few KB at any size), never
 * the products: a log carries that manifest as the page had it and so replays to the same state
 * exactly, and this names its version for people reading the file.
 */
export interface CatalogRef {
  version: string;
  products: number;
  categories: number;
}

const LOADED = 'catalog/loaded';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function refOf(manifest: unknown): CatalogRef | undefined {
  if (!isRecord(manifest) || typeof manifest.version !== 'string') return undefined;
  const { version, productCount, categories } = manifest as Partial<CatalogManifest>;
  return { version: version!, products: Number(productCount) || 0, categories: Array.isArray(categories) ? categories.length : 0 };
}

/** The catalogue a log ends with: its last load, or failing one, the starting state's. */
export function lastCatalogRef(baseline: unknown, actions: readonly UnknownAction[]): CatalogRef | undefined {
  const loaded = actions.filter((action) => action.type === LOADED).map((action) => refOf(action.payload));
  const fromState = isRecord(baseline) && isRecord(baseline.catalog) ? refOf(baseline.catalog.manifest) : undefined;
  return loaded.reverse().find(Boolean) ?? fromState;
}
