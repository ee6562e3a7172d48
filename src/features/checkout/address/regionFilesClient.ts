import type { Region } from './addressTypes';
import { districtsPath, provincesPath, regenciesPath } from './regionPaths';

// Set at build time by webpack's DefinePlugin: `/wilayah/<hash of the data>/` (webpack.config.ts).
const regionBaseUrl = process.env.REGION_BASE_URL || '/wilayah/';

const TIMEOUT_MS = 15_000;
const RETRY_AFTER_MS = 1_000;

export interface District extends Region {
  villages: Region[];
}

const isPair = (entry: unknown): entry is [string, string] =>
  Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string' && entry[0] !== '' && entry[1] !== '';

function pairs(data: unknown, url: string): [string, string][] {
  if (!Array.isArray(data) || !data.every(isPair)) throw new Error(`Berkas wilayah ${url} tidak utuh`);
  return data;
}

async function fetchOnce(url: string): Promise<unknown> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status} untuk ${url}`);
  return response.json();
}

/** One more try after a second for a dropped connection; a broken file or an HTTP error is final. */
async function fetchJson(url: string): Promise<unknown> {
  try {
    return await fetchOnce(url);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return fetchOnce(url);
  }
}

/**
 * Each file is fetched once a visit (the files never change under their name); a failed one is
 * forgotten, so a later checkout tries again.
 */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(path: string, read: (data: unknown, url: string) => T): Promise<T> {
  const url = regionBaseUrl + path;
  let entry = cache.get(url) as Promise<T> | undefined;
  if (!entry) {
    entry = fetchJson(url).then((data) => read(data, url));
    entry.catch(() => cache.delete(url));
    cache.set(url, entry);
  }
  return entry;
}

export const loadProvinces = (): Promise<Region[]> => cached(provincesPath, (data, url) => pairs(data, url).map(([code, name]) => ({ code, name })));

export const loadRegencies = (provinceCode: string): Promise<Region[]> =>
  cached(regenciesPath(provinceCode), (data, url) => pairs(data, url).map(([suffix, name]) => ({ code: `${provinceCode}.${suffix}`, name })));

export const loadDistricts = (regencyCode: string): Promise<District[]> =>
  cached(districtsPath(regencyCode), (data, url) => {
    if (!Array.isArray(data)) throw new Error(`Berkas wilayah ${url} tidak utuh`);
    return data.map((entry: unknown) => {
      if (!isPair(entry) || !Array.isArray((entry as unknown[])[2])) throw new Error(`Berkas wilayah ${url} tidak utuh`);
      const [suffix, name, villages] = entry as unknown as [string, string, unknown];
      const code = `${regencyCode}.${suffix}`;
      return { code, name, villages: pairs(villages, url).map(([villageSuffix, villageName]) => ({ code: `${code}.${villageSuffix}`, name: villageName })) };
    });
  });

/** Tests only: forget what earlier tests fetched. */
export const forgetRegionFiles = () => cache.clear();
