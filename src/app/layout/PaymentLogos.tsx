import styled from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { pictureVariants, themedPicture } from './themedPicture';

const methods = [
  { name: 'BCA', file: 'bca' },
  { name: 'Mandiri', file: 'mandiri' },
  { name: 'BNI', file: 'bni' },
  { name: 'Visa', file: 'visa' },
  { name: 'GoPay', file: 'gopay' },
];

/** Each logo has a light and a dark drawing; the one made for the current theme shows. */
export function PaymentLogos({ labelledBy }: { labelledBy: string }) {
  return (
    <List aria-labelledby={labelledBy}>
      {methods.map(({ name, file }) => (
        <li key={file}>
          {pictureVariants.map((variant) => (
            <img
              key={variant}
              className={variant}
              src={`/images/payments/${file}-${variant}.svg`}
              alt={name}
              width={72}
              height={32}
              loading="lazy"
              decoding="async"
            />
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
