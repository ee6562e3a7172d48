import styled from 'styled-components';
import { media } from '../styles/breakpoints';

/** The list cards sit in: two a row on a phone, three on a tablet, four on a desktop. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 20px;
  }
`;
