import styled from 'styled-components';

/**
 * An order number in running text, never broken: browsers break after a hyphen, and
 * 'LK-' / 'Y5WT-EAA1' on two lines at 320 px reads as two numbers.
 */
export const OrderNumberText = styled.strong`
  white-space: nowrap;
`;
