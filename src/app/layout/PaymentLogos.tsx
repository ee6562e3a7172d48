import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { shopContact } from '../../config/shopContact';
import { loadWithRetries } from '../../lib/loadWithRetries';
import type { LogoDrawing } from './paymentLogoDrawings';
import { pictureVariants, themedPicture } from './themedPicture';

/**
 * Every method she takes, in her order (toko.csv's logo_pembayaran, else her banks, e-wallets,
 * QRIS and COD). Each shows first as its name in a badge, in the theme's colours; the drawings
 * (a light and a dark one per logo, paymentLogoDrawings.tsx) are a chunk of their own, fetched
 * when the list comes near the screen: a first visit to the top of a page never pays for their
 * outlines (issue 54's budget), and the boxes keep their size when they arrive. A name without a
 * drawing (a bank such as BSI, 'COD') stays a badge: leaving it out told shoppers she does not
 * take it. Inline SVG rather than `<img>` files: Chromium builds a whole document for every SVG
 * image, which cost the cart page about 11 ms of main thread per picture at full speed (traced).
 */
const loadDrawings = () => loadWithRetries(() => import(/* webpackChunkName: "payment-logos" */ './paymentLogoDrawings')).then((module) => module.paymentMethods);

export function PaymentLogos({ labelledBy }: { labelledBy: string }) {
  const list = useRef<HTMLUListElement>(null);
  const [drawings, setDrawings] = useState<LogoDrawing[]>([]);
  useEffect(() => {
    let live = true;
    // Offline, the names stay: the list is still true.
    const load = () => void loadDrawings().then((loaded) => live && setDrawings(loaded), () => undefined);
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && (observer?.disconnect(), load()), { rootMargin: '400px' }) : null;
    if (observer && list.current) observer.observe(list.current);
    else load();
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, []);
  if (shopContact.paymentLogos.length === 0) return null;
  return (
    <List ref={list} aria-labelledby={labelledBy}>
      {shopContact.paymentLogos.map((name) => {
        const drawing = drawings.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
        return (
          <li key={name}>
            {drawing ? (
              pictureVariants.map((variant) => (
                <svg key={variant} className={variant} role="img" aria-label={drawing.name} viewBox="0 0 72 32" width={72} height={32}>
                  {drawing.draw(variant)}
                </svg>
              ))
            ) : (
              <Badge role="img" aria-label={name}>
                {name}
              </Badge>
            )}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  ${wrappingList}
  ${themedPicture}

  li {
    display: flex;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** A drawing's box (72×32) with the name in bold. */
const Badge = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 32px;
  overflow: hidden;
  font-size: 0.85rem;
  font-weight: 800;
  line-height: 1;
  text-align: center;
  overflow-wrap: anywhere;
`;
