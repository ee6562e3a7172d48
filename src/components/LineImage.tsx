import { useState } from 'react';
import styled from 'styled-components';
import { media } from '../styles/breakpoints';
import { pictureBackdrop, productPicture } from '../styles/productPicture';

/**
 * A line's picture; decorative (the name sits next to it). A plain tile stands in when there is
 * none or it fails to load (carts from the old site may point at pictures that have moved).
 */
export function LineImage({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <Placeholder aria-hidden="true" />;
  return <Image src={src} alt="" width={88} height={88} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />;
}

const Image = styled.img`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.medium};
  ${productPicture}

  ${media.tablet} {
    width: 88px;
    height: 88px;
  }
`;

// A tint rather than the surface colour: the shared cart and past orders sit on a surface panel,
// where a surface-coloured tile vanished and left a hole beside the line.
const Placeholder = styled.div`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${pictureBackdrop};

  ${media.tablet} {
    width: 88px;
    height: 88px;
  }
`;
