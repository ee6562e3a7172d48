import type { UnknownAction } from '@reduxjs/toolkit';
import type { Catalog } from '../catalog/catalogTypes';

/**
 * A catalogue named by its version instead of carried whole. A log never needs the products:
 * they are the shop's (support has the same file), a shopper's report stays small, and it
 * holds nothing but what the shopper did. The version is a hash of the catalogue as the store
 * held it, so "the same catalogue" means the same products, prices and stock.
 */
export interface CatalogRef {
  version: string;
  products: number;
  categories: number;
}

const LOADED = 'catalog/loaded';

/** FNV-1a (32 bits) over the catalogue's JSON: fast, stable, and no crypto API needed. */
export function catalogVersion(catalog: Catalog): string {
  const text = JSON.stringify({ categories: catalog.categories, products: catalog.products });
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const catalogRefOf = (catalog: Catalog): CatalogRef => ({
  version: catalogVersion(catalog),
  products: catalog.products.length,
  categories: catalog.categories.length,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCatalog = (value: unknown): value is Catalog =>
  isRecord(value) && Array.isArray(value.products) && Array.isArray(value.categories);
const refIn = (value: unknown): CatalogRef | undefined =>
  isRecord(value) && isRecord(value.catalogRef) && typeof value.catalogRef.version === 'string' ? (value.catalogRef as unknown as CatalogRef) : undefined;

/** Replaces the catalogue's data in a state's catalog slice by its version. */
function stateWithRef(state: unknown): unknown {
  if (!isRecord(state) || !isRecord(state.catalog)) return state;
  const { categories, products } = state.catalog;
  if (!isCatalog({ categories, products }) || (categories as unknown[]).length + (products as unknown[]).length === 0) return state;
  // The lists stay in their places, empty, so the slice keeps its keys in order when put back.
  const ref = catalogRefOf({ categories, products } as Catalog);
  return { ...state, catalog: { ...state.catalog, categories: [], products: [], catalogRef: ref } };
}

/** The log's starting state and actions with every catalogue replaced by its version. */
export function withCatalogByVersion(baseline: unknown, actions: readonly UnknownAction[]): { baseline: unknown; actions: UnknownAction[] } {
  return {
    baseline: stateWithRef(baseline),
    actions: actions.map((action) =>
      action.type === LOADED && isCatalog(action.payload) ? { ...action, payload: { catalogRef: catalogRefOf(action.payload) } } : action,
    ),
  };
}

export interface ResolvedCatalog {
  preloadedState: Record<string, unknown>;
  actions: UnknownAction[];
  /** The version the log names (its last), if it names one. */
  catalogRef?: CatalogRef;
  /** Whether the catalogue given for the replay is that version. */
  sameCatalog: boolean;
}

/**
 * Puts a catalogue back where a log names one by version, so the replay reaches the state the
 * shopper's page had: `catalog` should be the shop's catalogue of that version. Without one
 * (the CLI), the catalogue's lists replay empty and everything else is unchanged.
 */
export function resolveCatalogRefs(
  preloadedState: Record<string, unknown>,
  actions: readonly UnknownAction[],
  catalog?: Catalog,
): ResolvedCatalog {
  let catalogRef: CatalogRef | undefined;
  const data = (ref: CatalogRef): Catalog => {
    catalogRef = ref;
    return catalog ? { categories: catalog.categories, products: catalog.products } : { categories: [], products: [] };
  };
  let state = preloadedState;
  const stateRef = refIn(preloadedState.catalog);
  if (stateRef) {
    const { catalogRef: _named, ...slice } = preloadedState.catalog as Record<string, unknown>;
    state = { ...preloadedState, catalog: { ...slice, ...data(stateRef) } };
  }
  const resolved = actions.map((action) => {
    const ref = action.type === LOADED ? refIn(action.payload) : undefined;
    return ref ? { ...action, payload: data(ref) } : action;
  });
  const sameCatalog = !!catalogRef && !!catalog && catalogVersion(catalog) === catalogRef.version;
  return { preloadedState: state, actions: resolved, catalogRef, sameCatalog };
}

/** The catalogue a log ends with, as named in its actions or, failing those, its starting state. */
export function lastCatalogRef(baseline: unknown, actions: readonly UnknownAction[]): CatalogRef | undefined {
  const loaded = actions.filter((action) => action.type === LOADED).map((action) => refIn(action.payload));
  return loaded.reverse().find(Boolean) ?? (isRecord(baseline) ? refIn(baseline.catalog) : undefined);
}
