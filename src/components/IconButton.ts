import styled from 'styled-components';
import { touchTargetPx } from '../styles/touchTarget';

/** Its width and height in px (the header sizes its buttons' column from it; narrower on small phones there). */
export const iconButtonSize = touchTargetPx;

/** A round button a touch target wide and tall (44 px), for an icon; name it with a VisuallyHidden label or aria-label. */
export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${iconButtonSize}px;
  height: ${iconButtonSize}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  /* The hit area is never under 44 × 44 px, even where the drawing is smaller (the header's 40 px
     buttons on phones): an empty box centred on the button, reaching out to 44 px. */
  &::before {
    content: '';
    position: absolute;
    inset: calc((100% - ${touchTargetPx}px) / 2);
  }
`;
