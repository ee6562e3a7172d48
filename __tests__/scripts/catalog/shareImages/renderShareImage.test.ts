/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { COLORS, PICTURE_SIDE, productLayout, productLayoutParts, type ProductShareText } from '../../../../scripts/catalog/shareImages/shareLayout';
import { layoutBands, layoutSvg } from '../../../../scripts/catalog/shareImages/shareImageSvg';
import { DrawCache, joined, panel, renderProductImage, TEXT_WIDTH } from '../../../../scripts/catalog/shareImages/renderShareImage';

// Real sharp and real fonts: what is compared is pixels.
jest.setTimeout(60_000);

const area = { left: PICTURE_SIDE, width: TEXT_WIDTH };
const drawing = fs.readFileSync(path.resolve(__dirname, '../../../../toko-contoh/foto/tas-anyam-pandan-krem.svg'));
const texts: ProductShareText[] = [
  { name: 'Tas Anyam Pandan', price: 'Rp\u00a0150.000', shop: 'Toko Ani & Saudara' },
  { name: 'Kemeja Batik Parang Lereng Modern Lengan Panjang Sekali', price: 'Rp\u00a0199.000', original: 'Rp\u00a0249.000', discount: 20, shop: 'Toko Ani & Saudara' },
  { name: 'Ågjÿ Qpg', price: 'Rp\u00a01.999.000', original: 'Rp\u00a09.999.000', discount: 80, shop: 'Ágata Jaya' },
];

describe('drawing a product’s words faster', () => {
  it.each(texts)('gives the pixels of the whole panel when drawn in bands: $name', async (text) => {
    const whole = joined(COLORS.background, [{ pixels: await panel(layoutSvg(productLayout(text), area)), left: PICTURE_SIDE, top: 0 }]);
    const bands = layoutBands(Object.values(productLayoutParts(text)), area);
    // The name and prices, and the shop's footer: two drawings, neither the panel's full height.
    expect(bands).toHaveLength(2);
    expect(bands.every(({ height }) => height < 630 / 2)).toBe(true);
    const banded = joined(COLORS.background, await Promise.all(bands.map(async ({ svg, top }) => ({ pixels: await panel(svg), left: PICTURE_SIDE, top }))));
    expect(banded.equals(whole)).toBe(true);
  });

  it('draws a picture shared by several products once, and the image has the bytes it has without the cache', async () => {
    const cache = new DrawCache();
    let reads = 0;
    const picture = { key: 'tas', bytes: async () => (reads++, drawing) };
    const [first, second] = await Promise.all(texts.slice(0, 2).map((text) => renderProductImage(picture, text, cache)));
    expect(reads).toBe(1);
    expect(first!.equals(await renderProductImage({ key: 'tas', bytes: async () => drawing }, texts[0]!))).toBe(true);
    expect(second!.equals(await renderProductImage({ key: 'tas', bytes: async () => drawing }, texts[1]!))).toBe(true);
  });
});
