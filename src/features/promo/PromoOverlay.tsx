import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { saleImage } from '../../config/saleImage';
import { salePictureSrc } from '../catalog/salePictureSrc';
import { useOverlay } from '../ui/useOverlay';
import { media } from '../../styles/breakpoints';

/**
 * Full-screen and dark after the footer's e-mail box (which thanks for no sign-up: the shop may have no mailing list): the sale image leads to /onsale. 'Tutup',
 * Escape and a new page close it; focus stays inside and returns where it was afterwards.
 */
export function PromoOverlay() {
  const { open, close, containerRef } = useOverlay('promo');
  if (!open) return null;
  return (
    <Backdrop ref={containerRef} role="dialog" aria-modal="true" aria-label="Promo" aria-describedby="promo-thanks">
      <Panel>
        <Thanks id="promo-thanks">Ini promo spesial untuk Anda.</Thanks>
        <ImageLink to={paths.onSale} onClick={close}>
          <img src={salePictureSrc()} alt="Lihat promo" width={saleImage.width} height={saleImage.height} />
        </ImageLink>
        <CloseButton type="button" onClick={close} data-autofocus>
          Tutup
        </CloseButton>
      </Panel>
    </Backdrop>
  );
}

// The overlay is dark in both themes, so its colours are fixed rather than taken from the theme.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  overflow-y: auto;
  background: rgba(10, 8, 6, 0.94);
  color: #f4efe8;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  width: min(100%, 720px);
`;

const Thanks = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 600;
  text-align: center;
`;

const ImageLink = styled(Link)`
  display: block;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.6);
  transition: transform 150ms ease-out;

  &:hover {
    transform: scale(1.01);
  }
  &:focus-visible {
    outline-color: #8ab4ff;
  }
  ${media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const CloseButton = styled.button`
  min-width: 120px;
  min-height: 48px;
  padding: 0 24px;
  border: 2px solid #f4efe8;
  border-radius: 999px;
  background: transparent;
  color: #f4efe8;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: rgba(244, 239, 232, 0.12);
  }
  &:focus-visible {
    outline-color: #8ab4ff;
  }
`;
