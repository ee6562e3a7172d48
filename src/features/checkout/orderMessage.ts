import { confirmationNotes, type LineCheck } from '../cart/catalogChecks';
import { customLineDetails } from '../cart/customDetails';
import { isCustomLine, lineTotal, totalItemsText, totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { formatPrice } from '../../lib/formatPrice';
import { shop } from '../../config/shop';
import { shopContact } from '../../config/shopContact';
import type { StructuredAddress } from './address/addressTypes';
import type { BuyerDetails } from './buyer';
import { normalizeMobileNumber } from './phone';
import { formatWeight } from './shipping/cartWeight';
import { billableKg, PICKUP_SERVICE } from './shipping/shippingOptions';
import { payableWithCode } from './payment/uniqueCode';
import { totalToPay } from './shipping/totalToPay';
import { quotedText } from './outsideText';

/**
 * WhatsApp takes far longer messages, but very long wa.me links get cut or refused on the way
 * (phones hand the link between apps; some browsers and proxies cap URL length). A message
 * above this is reported to the shopper, never silently shortened.
 */
export const MAX_MESSAGE_LENGTH = 4000;

/** The shipping the shopper chose, as the message states it. */
export interface OrderShipping {
  /** Null: nothing could be chosen (no rate for the destination, the free-text address). */
  service: string | null;
  ongkir: number | null;
  days?: string;
  /** Set when the shop's free-shipping threshold made it free: what it would have cost. */
  freeFrom?: number;
  grams: number;
}

export interface OrderOptions {
  /** The line checked against the catalogue: what the shop must confirm is said under the line. */
  checkOf?: (line: CartLine) => LineCheck;
  /** The catalogue's current price of a line, when it differs (for callers without a full check). */
  changedPriceOf?: (line: CartLine) => number | undefined;
  shipping?: OrderShipping;
  /** The nomor pesanan: the message's first line, so the seller finds the order by it. */
  number?: string;
  /** The method chosen under 'Pembayaran', as its radio says it ('Transfer BCA'). */
  payment?: string;
  /** The kode unik (0: none); counted in Total bayar only when the whole amount is known. */
  uniqueCode?: number;
  /** The order's nota (`/nota#…`): the seller opens, checks and prints it from the chat. */
  notaUrl?: string;
}

/** WhatsApp shows *text* in bold: the sections' headings, so a long order stays easy to scan. */
const heading = (text: string) => `*${text}*`;

function notesOf(line: CartLine, { checkOf, changedPriceOf }: OrderOptions): string[] {
  if (checkOf) return confirmationNotes(line, checkOf(line));
  const changed = changedPriceOf?.(line);
  return changed !== undefined ? [`harga di katalog sekarang ${formatPrice(changed)}`] : [];
}

function productLine(line: CartLine, index: number, options: OrderOptions): string[] {
  // A shared link names a product the catalogue lacks by its id, and brings its colour and size.
  const variant = [line.selectedColor && `Warna: ${quotedText(line.selectedColor)}`, line.selectedSize && `Ukuran: ${quotedText(line.selectedSize)}`].filter(Boolean);
  const notes = notesOf(line, options);
  return [
    `${index + 1}. ${quotedText(line.name)}`,
    ...(variant.length ? [`   ${variant.join(', ')}`] : []),
    `   Jumlah: ${line.quantity} × ${formatPrice(line.price)} = ${formatPrice(lineTotal(line))}`,
    // Never a reason not to order: the shop reads what to confirm and answers in the chat.
    ...(notes.length ? [`   (perlu dikonfirmasi: ${notes.join('; ')})`] : []),
  ];
}

function customLine(line: CartLine, index: number): string[] {
  return [
    `${index + 1}. ${quotedText(line.name) || 'Pesanan custom'}`,
    ...customLineDetails(line).map(({ label, value }) => `   ${quotedText(label)}: ${quotedText(value, '      ')}`),
    `   Harga: ${line.price > 0 ? formatPrice(line.price) : 'mohon dikonfirmasi'}`,
  ];
}

function ongkirText({ ongkir, freeFrom }: OrderShipping): string {
  if (ongkir === null) return 'dikonfirmasi penjual';
  return freeFrom !== undefined ? `${formatPrice(ongkir)} (gratis ongkir, biasanya ${formatPrice(freeFrom)})` : formatPrice(ongkir);
}

/** ' (ongkir dihitung 2 kg)' when a courier's price was for more than the parcel weighs: the seller need not explain it. */
function billedAs({ grams, ongkir, service }: OrderShipping): string {
  if (ongkir === null || service === null || service === PICKUP_SERVICE) return '';
  const kg = billableKg(grams);
  return kg * 1000 === grams ? '' : ` (ongkir dihitung ${kg} kg)`;
}

/** Weight, service, ongkir and Total bayar: what the seller used to ask for before quoting. */
function shippingLines(lines: readonly CartLine[], shipping: OrderShipping, code: number): string[] {
  const goodsPriced = !lines.some((line) => isCustomLine(line) && !(line.price > 0));
  const { toPay, uniqueCode } = payableWithCode(totalToPay(totalPrice(lines), shipping.ongkir, goodsPriced), code);
  return [
    `Berat: ${formatWeight(shipping.grams)}${billedAs(shipping)}`,
    ...(shipping.service ? [`Pengiriman: ${shipping.service}${shipping.days ? ` (${shipping.days.replace(/\s*[-–]\s*/, '–')} hari)` : ''}`] : []),
    ...(shipping.service === PICKUP_SERVICE ? [`Ambil di: ${shopContact.address}`] : []),
    `Ongkir: ${ongkirText(shipping)}`,
    ...(uniqueCode > 0 ? [`Kode unik: ${formatPrice(uniqueCode)}`] : []),
    `Total bayar: ${toPay === null ? 'mohon dikirim penjual' : formatPrice(toPay)}`,
  ];
}

/** One line per level, the street first as a courier's label has it; levels left empty are left out. */
function addressLines(address: StructuredAddress): string[] {
  const level = (label: string, value: string | undefined) => (value ? [`${label}: ${value}`] : []);
  return [
    `Alamat: ${quotedText(address.street)}`,
    ...level('Kelurahan/Desa', address.village?.name),
    ...level('Kecamatan', address.district?.name),
    ...level('Kota/Kabupaten', address.regency?.name),
    ...level('Provinsi', address.province?.name),
    ...level('Kode pos', address.postalCode.trim()),
  ];
}

const phoneText = (phone: string) => normalizeMobileNumber(phone) ?? quotedText(phone);

function peopleSections(buyer: BuyerDetails): string[][] {
  const recipient = [`Nama: ${quotedText(buyer.name)}`, `Nomor HP: ${phoneText(buyer.phone)}`, ...addressLines(buyer.address)];
  const note = quotedText(buyer.note) ? [`Catatan: ${quotedText(buyer.note)}`] : [];
  if (!buyer.dropship) return [[heading('Data pemesan'), ...recipient, ...note]];
  return [
    [heading('Penerima'), ...recipient],
    [heading('Pengirim (dropship)'), `Nama pengirim: ${quotedText(buyer.senderName)}`, `Nomor HP pengirim: ${phoneText(buyer.senderPhone)}`, ...note],
  ];
}

/** The Indonesian order message sent to the shop's WhatsApp: every line, the totals, the shipping, the people. */
export function composeOrderMessage(lines: readonly CartLine[], buyer: BuyerDetails, options: OrderOptions = {}): string {
  const products = lines.filter((line) => !isCustomLine(line));
  const customs = lines.filter(isCustomLine);
  const sections = [
    [...(options.number ? [heading(`Pesanan ${options.number}`)] : []), `Halo ${shop.name}, saya mau pesan:`],
    products.length ? [heading('Produk'), ...products.flatMap((line, i) => productLine(line, i, options))] : [],
    customs.length ? [heading('Pesanan custom'), ...customs.flatMap(customLine)] : [],
    [`Total item: ${totalItemsText(lines)}`, `Total harga: ${formatPrice(totalPrice(lines))}`, ...(options.shipping ? shippingLines(lines, options.shipping, options.uniqueCode ?? 0) : []),
      ...(options.payment ? [`Pembayaran: ${options.payment}`] : []),
    ],
    ...peopleSections(buyer),
    options.notaUrl ? [heading('Nota pesanan'), options.notaUrl] : [],
    ['Terima kasih!'],
  ];
  return sections
    .filter((section) => section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n\n');
}
