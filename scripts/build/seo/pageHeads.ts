/**
 * Each kind of page's head tags (headTags.ts) from what the page is: the shop's pages painted in
 * Chromium, each product page, and the shell that answers for every other address.
 */
import { shop } from '../../../src/config/shop';
import { shopContact } from '../../../src/config/shopContact';
import type { Product } from '../../../src/features/catalog/catalogTypes';
import { effectivePrice } from '../../../src/features/catalog/pricing';
import { isSoldOut } from '../../../src/features/catalog/stock';
import { paths } from '../../../src/lib/paths';
import { absoluteUrl } from '../../site/siteSettings';
import { headTags, type PageTags } from './headTags';
import { breadcrumbJsonLd, productJsonLd } from './productJsonLd';
import { absolutePicture, pageUrl, shareImage, type SeoContext } from './seoLinks';
import { shopJsonLd } from './shopJsonLd';

/** The page's own title and description, as the app sets them (Snapshot's). */
export interface PageText {
  path: string;
  title: string;
  description: string;
}

const categoryPage = /^\/kategori\/([^/]+)$/;

/** Home, lists, categories, and the pages painted empty (cart, favourites, orders): the shop's image. */
export function shopPageHead(context: SeoContext, page: PageText): PageTags {
  const url = pageUrl(context, page.path);
  const home = pageUrl(context, paths.home);
  const jsonLd = [];
  if (page.path === paths.home) {
    jsonLd.push(
      shopJsonLd(
        { ...shop, ...shopContact },
        // public/logo.png: the favicon's mark at 512 px (Google asks a logo of at least 112 px; the favicon is 64).
        { homeUrl: home, logoUrl: absoluteUrl(context.settings, '/logo.png'), imageUrl: shareImage(context, context.shareImages?.shop)?.url },
      ),
    );
  }
  const category = context.categories.find(({ slug }) => categoryPage.exec(page.path)?.[1] === slug);
  if (category && home && url) jsonLd.push(breadcrumbJsonLd([{ name: 'Home', url: home }, { name: category.name, url }]));
  return headTags({
    title: page.title,
    description: page.description,
    siteName: shop.name,
    url,
    type: 'website',
    image: shareImage(context, context.shareImages?.shop),
    jsonLd,
  });
}

/** A product page: its share image, price and stock, and its Product (or ProductGroup) with the breadcrumb trail the page shows. */
export function productPageHead(context: SeoContext, product: Product, page: PageText): PageTags {
  const url = pageUrl(context, page.path);
  const home = pageUrl(context, paths.home);
  const category = context.categories.find(({ slug }) => slug === product.category);
  const categoryUrl = category && pageUrl(context, paths.category(category.slug));
  const crumbs = home && url ? [{ name: 'Home', url: home }, ...(category && categoryUrl ? [{ name: category.name, url: categoryUrl }] : []), { name: product.name, url }] : undefined;
  return headTags({
    title: product.name,
    description: page.description,
    siteName: shop.name,
    url,
    type: 'product',
    image: shareImage(context, context.shareImages?.products[product.slug] ?? context.shareImages?.shop),
    product: { price: effectivePrice(product), inStock: !isSoldOut(product) },
    jsonLd: [
      productJsonLd(product, { shopName: shop.name, pageUrl: url, absolute: (picture) => absolutePicture(context, picture) }),
      ...(crumbs ? [breadcrumbJsonLd(crumbs)] : []),
    ],
  });
}

/**
 * shell.html, the page every address without a preview gets (search, sign-in, the staff's
 * pages): the shop's name, description and image, and no og:url or canonical, which would
 * claim all those addresses are one page.
 */
export function shellHead(context: SeoContext): PageTags {
  return headTags({ title: `${shop.name} — ${shop.tagline}`, description: shop.description, siteName: shop.name, type: 'website', image: shareImage(context, context.shareImages?.shop) });
}
