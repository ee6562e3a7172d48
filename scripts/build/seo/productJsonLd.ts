/**
 * A product page's JSON-LD (schema.org, typed by schema-dts): a `Product`, or a `ProductGroup`
 * whose variants are its colours × sizes, each with its `Offer`; and the page's `BreadcrumbList`.
 * Price and availability come from the functions the product page shows them with (pricing.ts,
 * stock.ts), so what a search result says is what the shopper then sees.
 */
import type { BreadcrumbList, ItemAvailability, Offer, Product as ProductLd, ProductGroup, WithContext } from 'schema-dts';
import type { Product, ProductColor } from '../../../src/features/catalog/catalogTypes';
import { effectivePrice } from '../../../src/features/catalog/pricing';
import { selectionToParams } from '../../../src/features/catalog/selection';
import { isSizeAvailable, isSoldOut } from '../../../src/features/catalog/stock';

export interface ProductLdContext {
  shopName: string;
  /** The product page's absolute address; undefined without SHOP_URL (then no `url`s). */
  pageUrl?: string;
  /** A picture's URL as the catalogue resolved it (root-relative or absolute) made absolute; undefined when it cannot be. */
  absolute: (url: string) => string | undefined;
}

const inStock = 'https://schema.org/InStock' as const satisfies ItemAvailability;
const outOfStock = 'https://schema.org/OutOfStock' as const satisfies ItemAvailability;

/** A colour's largest picture: a photo's widest JPEG (srcset `url 320w, url 640w`), else its picture. */
function pictureOf(option: Pick<ProductColor, 'image' | 'photo'>): string {
  const widest = option.photo?.jpg.split(', ').at(-1)?.split(' ')[0];
  return widest || option.image;
}

/** What the product page says of stock: a size in stock, or any size when the product has none to choose. */
const availability = (product: Product, size: string | undefined) =>
  (size === undefined ? !isSoldOut(product) : isSizeAvailable(product, size)) ? inStock : outOfStock;

/** The page with a colour and size chosen, as the product page reads them from its address (selection.ts). */
function variantUrl(pageUrl: string | undefined, color: string, size: string | undefined): string | undefined {
  if (!pageUrl) return undefined;
  return `${pageUrl}?${selectionToParams(new URLSearchParams(), { color, size: size ?? '' }).toString()}`;
}

function offer(product: Product, size: string | undefined, url: string | undefined): Offer {
  return {
    '@type': 'Offer',
    price: effectivePrice(product),
    priceCurrency: 'IDR',
    availability: availability(product, size),
    itemCondition: 'https://schema.org/NewCondition',
    ...(url ? { url } : {}),
  };
}

const present = <T>(values: (T | undefined)[]): T[] => values.filter((value): value is T => value !== undefined);

/** The product's JSON-LD: one `Product` when it comes one way only, else a `ProductGroup` with a variant per colour and size. */
export function productJsonLd(product: Product, context: ProductLdContext): WithContext<ProductLd> | WithContext<ProductGroup> {
  const brand = { '@type': 'Brand', name: context.shopName } as const;
  const images = present([...new Set(product.colorOptions.map(pictureOf))].map(context.absolute));
  const sizes: (string | undefined)[] = product.sizes.length > 0 ? product.sizes.map(({ size }) => size) : [undefined];
  const colors = product.colorOptions.length > 0 ? product.colorOptions : [{ color: '', image: product.image, photo: product.photo }];
  const common = { name: product.name, description: product.description, brand, ...(images.length > 0 ? { image: images } : {}) };

  if (colors.length * sizes.length === 1) {
    const only = colors[0]!;
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      ...common,
      sku: String(product.id),
      ...(only.color ? { color: only.color } : {}),
      ...(sizes[0] ? { size: sizes[0] } : {}),
      offers: offer(product, sizes[0], context.pageUrl),
    };
  }
  const variesBy = present([colors.length > 1 ? 'https://schema.org/color' : undefined, sizes.length > 1 ? 'https://schema.org/size' : undefined]);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...common,
    productGroupID: String(product.id),
    ...(context.pageUrl ? { url: context.pageUrl } : {}),
    variesBy,
    hasVariant: colors.flatMap((option) => {
      const image = context.absolute(pictureOf(option));
      return sizes.map(
        (size): ProductLd => ({
          '@type': 'Product',
          name: [product.name, option.color, size].filter(Boolean).join(' '),
          sku: [product.id, option.color, size].filter(Boolean).join('/'),
          ...(option.color ? { color: option.color } : {}),
          ...(size ? { size } : {}),
          ...(image ? { image } : {}),
          offers: offer(product, size, variantUrl(context.pageUrl, option.color, size)),
        }),
      );
    }),
  };
}

/** The trail the page shows above its heading (Breadcrumbs.tsx): its items, the last one the page itself. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  };
}
