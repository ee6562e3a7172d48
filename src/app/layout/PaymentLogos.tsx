import styled from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { shopContact } from '../../config/shopContact';
import { paymentMethods } from './paymentLogoDrawings';
import { pictureVariants, themedPicture } from './themedPicture';

/**
 * Each logo has a light and a dark drawing; the one made for the current theme shows. They are
 * inline SVG rather than `<img>` files: Chromium builds a whole document for every SVG image,
 * which cost the cart page about 11 ms of main thread per picture at full speed (traced).
 */
/** The shop's logos in its order, those with a drawing here (a bank without one is left out). */
const shown = shopContact.paymentLogos.flatMap((wanted) => paymentMethods.filter(({ name }) => name.toLowerCase() === wanted.toLowerCase()));

export function PaymentLogos({ labelledBy }: { labelledBy: string }) {
  if (shown.length === 0) return null;
  return (
    <List aria-labelledby={labelledBy}>
      {shown.map(({ name, draw }) => (
        <li key={name}>
          {pictureVariants.map((variant) => (
            <svg key={variant} className={variant} role="img" aria-label={name} viewBox="0 0 72 32" width={72} height={32}>
              {draw(variant)}
            </svg>
          ))}
        </li>
      ))}
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
