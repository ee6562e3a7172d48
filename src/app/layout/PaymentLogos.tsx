import styled from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { shopContact } from '../../config/shopContact';
import { paymentMethods } from './paymentLogoDrawings';
import { pictureVariants, themedPicture } from './themedPicture';

/**
 * Each logo has a light and a dark drawing; the one made for the current theme shows. They are
 * inline SVG rather than `<img>` files: Chromium builds a whole document for every SVG image,
 * which cost the cart page about 11 ms of main thread per picture at full speed (traced).
 * A method without a drawing here (a bank such as BSI, 'COD') is its name in a badge of the same
 * size, in the theme's colours: leaving it out told her shoppers she does not take it.
 */
const shown = shopContact.paymentLogos.map((wanted) => ({ name: wanted, drawing: paymentMethods.find(({ name }) => name.toLowerCase() === wanted.toLowerCase()) }));

export function PaymentLogos({ labelledBy }: { labelledBy: string }) {
  if (shown.length === 0) return null;
  return (
    <List aria-labelledby={labelledBy}>
      {shown.map(({ name, drawing }) => (
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

/** The size of a drawing (72×32), the name in bold capitals-friendly text that fits it. */
const TextBadge = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 32px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  line-height: 1;
  text-align: center;
  overflow-wrap: anywhere;
`;
