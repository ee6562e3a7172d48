import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A listing page's title and a line about it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </Head>
  );
}

const Head = styled.header`
  margin: 8px 0 20px;

  h1 {
    margin: 0 0 4px;
    font-size: clamp(1.6rem, 5vw, 2.4rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
