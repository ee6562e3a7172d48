import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { skippedOffScreen } from '../styles/offScreen';

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

/**
 * A band off screen is skipped: a theme switch on `/` then restyles the bands in view, not all
 * of them. Painting is clipped to the band, so a padding as wide as the cards' focus ring and
 * hover shadow, taken back by a negative margin, keeps them whole.
 */
const Band = styled.section`
  --band-bleed: 16px;
  margin: calc(40px - var(--band-bleed)) calc(-1 * var(--band-bleed)) calc(-1 * var(--band-bleed));
  padding: var(--band-bleed);
  ${skippedOffScreen(700, 420)}
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
