import type { Product, ProductPhoto } from './catalogTypes';
import { assetResolver } from './catalogUrl';
import type { ProductCardData, SplitProduct } from './split/splitTypes';

/**
 * Image paths in the catalogue's files are resolved against the file that carries them (the
 * catalogue folder), so the folder can move to a CDN whole. One resolver per file URL.
 */
export function assetsOf(fileUrl: string) {
  const resolveAsset = assetResolver(fileUrl);
  // `img/a-320.jpg 320w, img/a-640.jpg 640w`: each URL resolved like an image path.
  const resolveSrcset = (srcset: string) =>
    srcset
      .split(', ')
      .map((entry) => {
        const [url = '', width = ''] = entry.split(' ');
        return `${resolveAsset(url)} ${width}`;
      })
      .join(', ');
  const photo = (p: ProductPhoto): ProductPhoto => ({ ...p, avif: resolveSrcset(p.avif), webp: resolveSrcset(p.webp), jpg: resolveSrcset(p.jpg) });

  return {
    image: resolveAsset,
    /** A product as stored, with its pictures resolved and its own picture (its first color's) added. */
    product(stored: SplitProduct): Product {
      const colorOptions = stored.colorOptions.map(({ photo: own, ...option }) => ({
        ...option,
        image: resolveAsset(option.image),
        ...(own ? { photo: photo(own) } : {}),
      }));
      const first = colorOptions[0]!;
      return { ...stored, colorOptions, image: first.image, ...(first.photo ? { photo: first.photo } : {}) };
    },
    card(card: ProductCardData): ProductCardData {
      return { ...card, image: resolveAsset(card.image), ...(card.photo ? { photo: photo(card.photo) } : {}) };
    },
  };
}
