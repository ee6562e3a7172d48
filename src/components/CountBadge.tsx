import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * An icon link's name with its count ('Keranjang, 3 produk') for screen readers, and the count
 * drawn as a badge on the icon; at 0 neither mentions a count. Put it inside an IconButton (the
 * badge is placed against its corner).
 */
export function CountBadge({ label, count }: { label: string; count: number }) {
  return (
    <>
      <VisuallyHidden>{count > 0 ? `${label}, ${count} produk` : label}</VisuallyHidden>
      {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
    </>
  );
}

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
