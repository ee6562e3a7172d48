import type { StructuredAddress } from '../checkout/address/addressTypes';
import type { OrderPeople } from '../checkout/order/orderRecord';

const months = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The order's time as the shop reads it, in Western Indonesian Time (UTC+7 all year, no daylight
 * saving), whatever time zone the device that opens the nota is in: '27 November 2026, 15.15 WIB'.
 * A time that is not one shows as it was written.
 */
export function formatWib(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const wib = new Date(ms + WIB_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wib.getUTCDate()} ${months[wib.getUTCMonth()]} ${wib.getUTCFullYear()}, ${two(wib.getUTCHours())}.${two(wib.getUTCMinutes())} WIB`;
}

/** The address as a courier's label has it, one line each: street, kelurahan and kecamatan, kota, province and kode pos. */
export function addressLines(address: StructuredAddress): string[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');
  const area = join(address.village && `Kel. ${address.village.name}`, address.district && `Kec. ${address.district.name}`);
  const region = [join(address.regency?.name, address.province?.name), address.postalCode.trim()].filter(Boolean).join(' ');
  return [address.street.trim(), area, region].filter(Boolean);
}

/** What 'Salin alamat' copies: the recipient, her number and her address, ready for a courier's form. */
export function addressForCopy(people: OrderPeople): string {
  return [people.name.trim(), people.phone.trim(), ...addressLines(people.address)].filter(Boolean).join('\n');
}
