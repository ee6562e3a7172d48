/**
 * The split catalogue's files as fetched, outside the Redux store: server data, not the
 * shopper's state, so it never floods Redux DevTools or an action log (the store holds only
 * the manifest). Each URL is fetched once; every file lives under a version folder and never
 * changes, so a fetched file is good for the whole visit. A failed one is forgotten on retry.
 */

import { fetchCatalogJson, isNotFound } from './fetchCatalogJson';

/** `notFound`: the host answered 404, i.e. the catalogue has no such file (a product that isn't sold). */
export type FileState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: string; notFound: boolean };

/** Turns a file's JSON into what the page uses; throws with a message when the file is unusable. */
export type FileReader<T> = (json: unknown, url: string) => T;

const files = new Map<string, FileState<unknown>>();
const listeners = new Set<() => void>();
/** Bumped on every change, so React can tell a new snapshot from the last. */
let generation = 0;

function settle(url: string, state: FileState<unknown>): void {
  files.set(url, state);
  generation += 1;
  listeners.forEach((listener) => listener());
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchFile<T>(url: string, read: FileReader<T>): Promise<void> {
  try {
    settle(url, { status: 'ready', value: read(await fetchCatalogJson(url), url) });
  } catch (error) {
    settle(url, { status: 'failed', error: describe(error), notFound: isNotFound(error) });
  }
}

/** The file's state now; asks for it the first time (safe to call while rendering: once per URL). */
export function requestFile<T>(url: string, read: FileReader<T>): FileState<T> {
  const known = files.get(url) as FileState<T> | undefined;
  if (known) return known;
  const loading: FileState<T> = { status: 'loading' };
  files.set(url, loading);
  void fetchFile(url, read);
  return loading;
}

/** Resolves once the file is in (or failed): for the first render's wait and for prefetching. */
export function whenFileSettled<T>(url: string, read: FileReader<T>): Promise<FileState<T>> {
  return new Promise((resolve) => {
    const check = () => {
      const state = requestFile(url, read);
      if (state.status === 'loading') return false;
      listeners.delete(onChange);
      resolve(state);
      return true;
    };
    const onChange = () => void check();
    listeners.add(onChange);
    check();
  });
}

/** Forgets failed files so the next request fetches them again ("Coba lagi"). */
export function forgetFailed(urls: readonly string[]): void {
  urls.forEach((url) => {
    if (files.get(url)?.status === 'failed') files.delete(url);
  });
  generation += 1;
  listeners.forEach((listener) => listener());
}

export function subscribeFiles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const filesGeneration = (): number => generation;

/** For tests: every test starts with nothing fetched. */
export function clearSplitFiles(): void {
  files.clear();
  generation += 1;
}
