import styled, { css } from 'styled-components';

/** Out of sight but read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only (names icon-only controls). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
