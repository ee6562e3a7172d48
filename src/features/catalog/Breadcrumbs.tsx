import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits in the shop; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Jejak navigasi">
      <Trail>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </Trail>
    </nav>
  );
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};

  li + li::before {
    content: '/';
    margin-right: 4px;
  }
  li {
    padding: 4px 0;
  }
`;
