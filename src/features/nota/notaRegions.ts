import type { Region, StructuredAddress } from '../checkout/address/addressTypes';
import { loadDistricts, loadProvinces, loadRegencies } from '../checkout/address/regionFilesClient';

/**
 * A nota's region names are only words in a link: the code is what the checkout chose, and the
 * ongkir was priced by it. So the nota names each level by its code, from the same region files
 * the checkout reads, and marks a link whose names say something else (Coblong's code under the
 * names "Papua / Kabupaten Jayapura").
 */
export const regionLevels = ['province', 'regency', 'district', 'village'] as const;
export type RegionLevel = (typeof regionLevels)[number];

export const regionLevelName: Record<RegionLevel, string> = { province: 'provinsi', regency: 'kota/kabupaten', district: 'kecamatan', village: 'kelurahan/desa' };

/** A level whose name in the link is not its code's: `today` is the code's name, null when no region has that code. */
export interface RegionFinding {
  level: RegionLevel;
  written: string;
  today: string | null;
}

// '32', '32.73', '32.73.02', '32.73.02.1001': anything else is no code of the dataset's, and is never fetched.
const codeShape = /^\d{1,4}(\.\d{1,4}){0,3}$/;

const addAll = (names: Map<string, string>, regions: readonly Region[]) => regions.forEach((region) => names.set(region.code, region.name));

/** Today's names for the address's codes (a code the files lack has none). Rejects when a file cannot load. */
export async function regionNamesFor(address: StructuredAddress): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const { province, regency } = address;
  if (!province) return names;
  addAll(names, await loadProvinces());
  if (!regency || !codeShape.test(province.code) || !names.has(province.code)) return names;
  addAll(names, await loadRegencies(province.code));
  if (!address.district || !codeShape.test(regency.code) || !names.has(regency.code)) return names;
  for (const district of await loadDistricts(regency.code)) {
    names.set(district.code, district.name);
    addAll(names, district.villages);
  }
  return names;
}

/** Each level whose name disagrees with its code. */
export function regionFindings(address: StructuredAddress, names: ReadonlyMap<string, string>): RegionFinding[] {
  return regionLevels.flatMap((level) => {
    const region = address[level];
    if (!region) return [];
    const today = names.get(region.code) ?? null;
    return today === region.name ? [] : [{ level, written: region.name, today }];
  });
}

/** The address with each level named by its code where the code is known: what the nota and label print. */
export function namedByCode(address: StructuredAddress, names: ReadonlyMap<string, string>): StructuredAddress {
  const named = { ...address };
  for (const level of regionLevels) {
    const region = address[level];
    const today = region && names.get(region.code);
    if (region && today) named[level] = { code: region.code, name: today };
  }
  return named;
}
