import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

interface SectionProps {
  title: string;
  id: string;
  /** A "see all" link beside the heading. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled band of the page (new arrivals, on sale, related products). */
export function Section({ title, id, more, children }: SectionProps) {
  return (
    <Band aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </Head>
      {children}
    </Band>
  );
}

const Band = styled.section`
  margin-top: 40px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;

  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  a {
    padding: 8px 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
