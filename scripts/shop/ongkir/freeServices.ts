import { closest, distance } from 'fastest-levenshtein';
import type { ShippingFacts } from '../../../src/features/checkout/shipping/rateTypes';
import type { Problem } from '../../catalog/sheet/problems';
import { factColumns, FACTS_SHEET } from '../factKeys';
import { ONGKIR_SHEET } from './ongkirColumns';
import type { Rates } from './ongkirRows';

/**
 * toko.csv's gratis_ongkir_layanan against ongkir.csv: each service it names must be one the sheet
 * offers (a typo would make nothing free, silently). Names match whatever their case; the facts
 * get the sheet's own spelling, which is how the checkout names its services.
 */
export function checkFreeServices(shipping: ShippingFacts, rates: Rates | undefined, row: number | undefined): { shipping: ShippingFacts; problems: Problem[] } {
  const named = shipping.freeShipping?.services ?? [];
  if (!named.length) return { shipping, problems: [] };
  const at = (message: string): Problem => ({ file: FACTS_SHEET, row, column: factColumns.value, message: `gratis_ongkir_layanan: ${message}` });
  if (!rates) return { shipping, problems: [at(`menyebut ${named.join(', ')}, tetapi folder toko tidak punya ${ONGKIR_SHEET}: tambahkan ${ONGKIR_SHEET}, atau kosongkan nilai ini`)] };
  const spelling = new Map(rates.services.map((service) => [service.toLowerCase(), service]));
  const problems: Problem[] = [];
  const services = named.map((service) => {
    const known = spelling.get(service.toLowerCase());
    if (known) return known;
    const near = closest(service.toLowerCase(), [...spelling.keys()]);
    const guess = distance(service.toLowerCase(), near) <= 3 ? `; mungkin maksudnya '${spelling.get(near)}'?` : '';
    problems.push(at(`layanan '${service}' tidak ada di ${ONGKIR_SHEET}${guess} (ada: ${rates.services.join(', ')})`));
    return service;
  });
  return { shipping: { ...shipping, freeShipping: { ...shipping.freeShipping!, services } }, problems };
}
