import type { BuyerDetails } from '../buyer';
import type { NotaOrder, OrderPeople } from './orderRecord';

type Codec = typeof import('../../nota/notaCodec');

let codec: Codec | undefined;
let requested = false;

/**
 * The nota's codec (and its DEFLATE) is a chunk of its own, fetched when the checkout form mounts,
 * long before anyone sends: the order must open WhatsApp in the tap's own task (a popup opened
 * after an await is blocked), so the link is made synchronously from the codec already here.
 */
export function preloadNotaCodec(): void {
  if (requested) return;
  requested = true;
  import(/* webpackChunkName: "nota-codec" */ '../../nota/notaCodec').then(
    (module) => void (codec = module),
    // Offline or blocked: the next checkout tries again; this one sends its message without the link.
    () => void (requested = false),
  );
}

/** The order's nota link, or null while the codec has not arrived (the message then goes without it). */
export function notaLinkNow(order: NotaOrder, origin: string): string | null {
  return codec ? codec.notaLink(order, origin) : null;
}

/** The people as the nota carries them: the recipient, the dropship sender when ticked, the note. */
export function orderPeople(buyer: BuyerDetails): OrderPeople {
  return {
    name: buyer.name.trim(),
    phone: buyer.phone.trim(),
    address: buyer.address,
    sender: buyer.dropship ? { name: buyer.senderName.trim(), phone: buyer.senderPhone.trim() } : null,
    note: buyer.note.trim(),
  };
}
