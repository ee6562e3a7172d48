import { fitWord, outline } from '../assets/outlineText';

/**
 * The footer map's two labels (src/app/layout/ShopMapDrawing.tsx), drawn from her facts when
 * `catalog:build` writes them: her street along the road below the pin, her shop's name on the
 * pill beside it. Outlines rather than text: scripts/assets/outlineText.ts says why.
 */
export interface MapLabels {
  /** Her street's outline, centred on the drawing's lower main road. */
  street: string;
  /** Her shop's name's outline, on the pill. */
  shop: string;
  /** The pill's width, in the drawing's 480 × 240 units: it grows with her name. */
  pill: number;
}

/** The pill starts right of the pin (x 258) and may grow to 24 units short of the drawing's edge. */
const PILL = { x: 258, padding: 12, maxText: 480 - 258 - 24 - 2 * 12 } as const;
/** The lower main road (y 170, 16 units wide) between the park and the river: centred on x 240, 12 units high. */
const ROAD = { centre: 240, baseline: 174, maxWidth: 220 } as const;

/**
 * Her street as the map names it: the address's first part without its house number
 * ('Jl. Braga No. 21, Sumur Bandung, …' → 'Jl. Braga'; 'Jl. Kaliurang KM 5, …' → 'Jl. Kaliurang KM 5').
 */
export function streetOf(address: string): string {
  const first = address.split(',')[0]!.trim();
  return first.replace(/\s+(No\.?|Nomor|Nomer)\s*\S.*$/i, '').trim() || first;
}

/**
 * The name on the map's pill: hers, with 'Toko' before a one-word name, which would otherwise
 * read as a place on the map ('Langkah' → 'Toko Langkah'; 'Butik Sekar Ayu' stays).
 */
export const pinLabelOf = (shopName: string) => (/\s/.test(shopName.trim()) ? shopName.trim() : `Toko ${shopName.trim()}`);

/** The words a shop's map shows, as the drawing draws them (also recorded: drawnWords.ts). */
export const mapWordsOf = (facts: { name: string; address: string }) => ({ street: streetOf(facts.address), shop: pinLabelOf(facts.name) });

export function mapLabels(facts: { name: string; address: string }): MapLabels {
  const words = mapWordsOf(facts);
  const street = fitWord(words.street, 'DejaVuSans', 12, ROAD.maxWidth, 8);
  const shop = fitWord(words.shop, 'DejaVuSans-Bold', 14, PILL.maxText, 9);
  return {
    street: outline({ text: words.street, face: 'DejaVuSans', size: street.size, x: ROAD.centre - street.width / 2, baseline: ROAD.baseline - (12 - street.size) / 2, width: street.width }),
    shop: outline({ text: words.shop, face: 'DejaVuSans-Bold', size: shop.size, x: PILL.x + PILL.padding, baseline: 91 - (14 - shop.size) / 2, width: shop.width }),
    pill: Math.round(shop.width + 2 * PILL.padding),
  };
}
