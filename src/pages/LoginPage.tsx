import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginRedirectState } from '../app/RequireAuth';
import { LoginForm } from '../features/auth/LoginForm';
import { returnPath } from '../features/auth/returnPath';
import { isSignedIn } from '../features/auth/signedInFlag';
import { usePageMeta } from '../lib/usePageMeta';

export default function LoginPage() {
  usePageMeta('Masuk', 'Halaman masuk untuk staf Langkah.');
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath((location.state as LoginRedirectState | null)?.from);

  return (
    <Page>
      <h1>Masuk</h1>
      {isSignedIn() ? (
        <p>
          Anda sudah masuk di browser ini. <Link to={target}>Lanjutkan</Link>
        </p>
      ) : (
        <>
          <Intro>
            Khusus staf Langkah: konsol dukungan dan akun. Pembeli tidak perlu masuk untuk belanja.
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

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
