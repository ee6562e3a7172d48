import styled from 'styled-components';

/** Holds the page's space while its chunk loads, so nothing below shifts. */
export function PageFallback() {
  return <Placeholder role="status" aria-label="Memuat halaman" />;
}

const Placeholder = styled.div`
  min-height: 70vh;
`;
