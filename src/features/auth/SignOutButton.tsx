import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { signOut } from './signedInFlag';
import { touchTarget } from '../../styles/touchTarget';

/** 'Keluar': removes the sign-in flag and leaves the staff pages. */
export function SignOutButton() {
  const navigate = useNavigate();
  const onClick = () => {
    signOut();
    showToast('Anda sudah keluar.', { variant: 'info' });
    navigate(paths.home, { replace: true });
  };
  return (
    <Button type="button" onClick={onClick}>
      Keluar
    </Button>
  );
}

const Button = styled.button`
  min-height: ${touchTarget};
  padding: 8px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
`;
