import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { wrappingList } from './wrappingList';
import { touchTarget } from '../styles/touchTarget';

export interface PillLink {
  to: string;
  label: string;
}

/** A centred, wrapping row of rounded links (categories on the 404 page and the empty cart). */
export function PillLinks({ links }: { links: readonly PillLink[] }) {
  return (
    <List>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Pill to={to}>{label}</Pill>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${wrappingList}
  justify-content: center;
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  padding: 8px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-decoration: none;
`;
