import styled from 'styled-components';
import { productPicture } from '../../styles/productPicture';

/** Every product drawing is square; width and height let the browser reserve its space. */
export const IMAGE_SIZE = 400;

interface ProductImageProps {
  src: string;
  alt: string;
  /** The largest image above the fold: fetched at once with high priority. Others wait until near. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, priority = false, className }: ProductImageProps) {
  return (
    <Img
      className={className}
      src={src}
      alt={alt}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
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
