import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../lib/paths';
import { SignOutButton } from '../features/auth/SignOutButton';
import { usePageMeta } from '../lib/usePageMeta';
import { shop } from '../config/shop';

export default function UserPage() {
  usePageMeta('Akun', `Akun staf ${shop.name}.`);
  return (
    <Page>
      <h1>Akun</h1>
      <p>Anda masuk sebagai staf di browser ini. Masuk hanya berlaku di browser ini dan tidak dikirim ke mana pun.</p>
      <Links>
        <li>
          <Link to={paths.admin}>Buka konsol dukungan</Link>
        </li>
        <li>
          <Link to={paths.cart}>Lihat keranjang di browser ini</Link>
        </li>
      </Links>
      <SignOutButton />
    </Page>
  );
}

const Page = styled.section`
  max-width: 640px;
`;

const Links = styled.ul`
  padding-left: 20px;

  li {
    margin: 8px 0;
  }
`;
