import styled from 'styled-components';
import { mapsLink, shopContact } from '../../config/shopContact';
import { ExternalLink } from './ExternalLink';
import { ExternalIcon } from './footerIcons';
import { ShopMapDrawing } from './ShopMapDrawing';
import { pictureVariants, themedPicture } from './themedPicture';
import { touchTarget } from '../../styles/touchTarget';

/**
 * The shop's address and a map preview. The preview is a small static drawing of our own, so no
 * map provider loads on every page; the link opens a real map at the shop's coordinates.
 */
export function ShopLocation() {
  return (
    <>
      <Address>{shopContact.address}</Address>
      <MapLink href={mapsLink()}>
        {pictureVariants.map((variant) => (
          <ShopMapDrawing key={variant} variant={variant} />
        ))}
        <Caption>
          Buka lokasi toko di peta <ExternalIcon />
        </Caption>
      </MapLink>
    </>
  );
}

const Address = styled.address`
  margin: 0 0 12px;
  font-style: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MapLink = styled(ExternalLink)`
  display: block;
  overflow: hidden;
  max-width: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  text-decoration: none;
  ${themedPicture}

  > svg {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
  }
  &:hover span {
    text-decoration: underline;
  }
`;

const Caption = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: ${touchTarget};
  padding: 0 12px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
`;
