import styled from 'styled-components';
import { ShareLinkButton } from '../../components/ShareLinkButton';
import { shop } from '../../config/shop';
import { paths } from '../../lib/paths';
import type { Product } from './catalogTypes';
import { productShareText, whatsAppShareLink } from './shareText';
import { touchTarget } from '../../styles/touchTarget';

const toasts = {
  shared: 'Tautan produk sudah dibagikan.',
  copied: 'Tautan produk disalin. Tempel di chat untuk mengirimnya.',
} as const;

/**
 * 'Bagikan' and 'Bagikan ke WhatsApp' on the product page: a shop like this grows through links
 * pasted into chats, and the link's preview (its picture, name and price) is made by the build
 * (docs/seo.md). The link is the page's own address without the query (a chosen colour is not
 * part of it), the same as its `og:url`.
 */
export function ShareProduct({ product }: { product: Product }) {
  // During the build's preview render there is no window; the app replaces the preview anyway.
  const url = typeof window === 'undefined' ? paths.product(product.slug) : new URL(paths.product(product.slug), window.location.origin).href;
  const text = productShareText(product);
  return (
    <Row>
      <ShareLinkButton label="Bagikan" link={() => ({ url, title: `${product.name} | ${shop.name}`, text })} toasts={toasts} />
      <a href={whatsAppShareLink(text, url)} target="_blank" rel="noopener noreferrer">
        Bagikan ke WhatsApp
      </a>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  min-height: 44px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${touchTarget};
  }
`;
