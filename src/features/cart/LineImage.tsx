import styled from 'styled-components';

/** A line's picture; decorative (the name sits next to it), with a plain tile when there is none. */
export function LineImage({ src }: { src: string }) {
  return src ? <Image src={src} alt="" width={88} height={88} loading="lazy" decoding="async" /> : <Placeholder aria-hidden="true" />;
}

const Image = styled.img`
  width: 88px;
  height: 88px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Placeholder = styled.div`
  width: 88px;
  height: 88px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;
