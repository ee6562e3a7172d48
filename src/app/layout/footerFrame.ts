import styled, { type DefaultTheme } from 'styled-components';
import { skippedOffScreen } from '../../styles/offScreen';
import { touchTarget } from '../../styles/touchTarget';

/** Height the page keeps free at its bottom so the chat button never sits on its last controls. */
const chatButtonClearance = '88px';

/**
 * Level with the page's content above: the header's and the page's 1200 px include the page's
 * margin each side, while the footer's padding is outside its content's box (at 1280 px its
 * columns began 16 px left of the page's).
 */
export const footerContentWidth = ({ theme }: { theme: DefaultTheme }) => `calc(${theme.layout.maxWidth} - 2 * ${theme.layout.pageMargin})`;

// Shared by the full footer and the stand-in shown while it loads.
export const Bar = styled.footer`
  /* Room at the bottom so the chat button never covers the footer's own controls. */
  padding: 40px ${({ theme }) => theme.layout.pageMargin} ${chatButtonClearance};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* Off screen on most pages. */
  ${skippedOffScreen(960, 400)}
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  max-width: ${footerContentWidth};
  margin: 32px auto 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${touchTarget};
  }
`;
