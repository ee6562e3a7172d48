import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { shopContact } from '../../config/shopContact';
import { moreLogoNames, paymentMethods, type LogoDrawing } from './paymentLogoDrawings';
import { pictureVariants, themedPicture } from './themedPicture';

/**
 * Each logo has a light and a dark drawing; the one made for the current theme shows. They are
 * inline SVG rather than `<img>` files: Chromium builds a whole document for every SVG image,
 * which cost the cart page about 11 ms of main thread per picture at full speed (traced).
 * A method without a drawing (a bank such as BSI, 'COD') is its name in a badge of the same size,
 * in the theme's colours: leaving it out told her shoppers she does not take it. The less common
 * methods' drawings (BRI, DANA, QRIS…) are a chunk of their own, fetched only by a shop that
 * names one; until it arrives their names stand in, in the same boxes.
 */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const wanted = shopContact.paymentLogos;
const needsMore = wanted.some((name) => moreLogoNames.some((more) => same(more, name)));
const loadMore = () => import(/* webpackChunkName: "payment-logos-more" */ './moreLogoDrawings').then((module) => module.moreLogoDrawings);

export function PaymentLogos({ labelledBy }: { labelledBy: string }) {
  const [more, setMore] = useState<LogoDrawing[]>([]);
  useEffect(() => {
    let live = true;
    // Offline or missing, the names stay: the list is still true.
    if (needsMore) loadMore().then((drawings) => live && setMore(drawings), () => {});
    return () => {
      live = false;
    };
  }, []);
  if (wanted.length === 0) return null;
  return (
    <List aria-labelledby={labelledBy}>
      {wanted.map((name) => {
        const drawing = [...paymentMethods, ...more].find((candidate) => same(candidate.name, name));
        return (
          <li key={name}>
            {drawing ? (
              pictureVariants.map((variant) => (
                <svg key={variant} className={variant} role="img" aria-label={drawing.name} viewBox="0 0 72 32" width={72} height={32}>
                  {drawing.draw(variant)}
                </svg>
              ))
            ) : (
              <TextBadge role="img" aria-label={name}>
                {name}
              </TextBadge>
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

/** A drawing's size (72×32), the name in bold within it. */
const TextBadge = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 32px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 800;
  line-height: 1;
  text-align: center;
  overflow-wrap: anywhere;
`;
