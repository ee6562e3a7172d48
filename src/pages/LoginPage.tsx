import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark } from '../components/LogoMark';
import { shop } from '../config/shop';
import { LoginForm } from '../features/auth/LoginForm';
import { returnPath, type LoginRedirectState } from '../features/auth/returnPath';
import { isSignedIn } from '../features/auth/signedInFlag';
import { usePageMeta } from '../lib/usePageMeta';

export default function LoginPage() {
  usePageMeta('Masuk', `Halaman masuk untuk staf ${shop.name}.`);
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath((location.state as LoginRedirectState | null)?.from);

  return (
    <Page>
      {/* The seed's sign-in screen shows the shop's logo: the header's drawing, large. */}
      <Logo role="img" aria-label={`Logo ${shop.name}`}>
        <LogoMark size={72} />
        <span>{shop.name}</span>
      </Logo>
      <h1>Masuk</h1>
      {isSignedIn() ? (
        <p>
          Anda sudah masuk di browser ini. <Link to={target}>Lanjutkan</Link>
        </p>
      ) : (
        <>
          <Intro>
            Khusus staf {shop.name}: konsol dukungan dan akun. Pembeli tidak perlu masuk untuk belanja.
          </Intro>
          <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
        </>
      )}
    </Page>
  );
}

const Page = styled.section`
  max-width: 480px;
  margin: 0 auto;
`;

const Logo = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.8rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
