import styled from 'styled-components';
import { productPicture } from '../../styles/productPicture';
import type { ProductPhoto } from './catalogTypes';

/** Every product drawing is square; width and height let the browser reserve its space. */
export const IMAGE_SIZE = 400;

/** How wide a picture is shown, for the browser to pick a photo's width: a card in the grid, or the product page's. */
export const pictureSizes = {
  card: '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw',
  page: '(min-width: 768px) 50vw, 100vw',
} as const;

interface ProductImageProps {
  src: string;
  alt: string;
  /** A photo from `npm run catalog:build`; without one, `src` is a drawing shown as it is. */
  photo?: ProductPhoto;
  sizes?: string;
  /** The largest image above the fold: fetched at once with high priority. Others wait until near. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, photo, sizes = pictureSizes.card, priority = false, className }: ProductImageProps) {
  const img = (
    <Img
      className={className}
      src={src}
      srcSet={photo?.jpg}
      sizes={photo ? sizes : undefined}
      alt={alt}
      width={photo?.width ?? IMAGE_SIZE}
      height={photo?.height ?? IMAGE_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      // The photo's own colour until it arrives (a drawing keeps the shared tint).
      style={photo ? { backgroundColor: photo.placeholder } : undefined}
    />
  );
  if (!photo) return img;
  // AVIF first (about half of WebP's bytes for a photo), then WebP; the <img> is the JPEG fallback.
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

const Img = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.medium};
  ${productPicture}
`;
