import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/PrimaryButton';
import { useAppDispatch } from '../../lib/hooks';
import { promoShown } from '../ui/uiSlice';
import { isAcceptableEmail, isSendableEmail, signupFailed, signupRejected, signupSent } from './newsletterActions';
import { sendSignup } from './sendSignup';

/**
 * Footer sign-up. With the shop's mailing-list service (`signupUrl`, toko.csv's daftar_email) a
 * valid address is sent there, then the promo opens and the box clears; if it cannot be sent the
 * address stays to try again. Without one nothing leaves the browser, and the words say so: the
 * box only opens the promo.
 */
export function NewsletterForm({ signupUrl }: { signupUrl?: string }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!(signupUrl ? isSendableEmail : isAcceptableEmail)(email)) {
      dispatch(signupRejected());
      return;
    }
    if (signupUrl) {
      setSending(true);
      const sent = await sendSignup(signupUrl, email);
      setSending(false);
      if (!sent) {
        dispatch(signupFailed());
        return;
      }
      dispatch(signupSent());
    }
    setEmail('');
    dispatch(promoShown());
  };

  return (
    <>
      <Muted>
        {signupUrl
          ? 'Dapatkan kabar koleksi baru dan penawaran khusus lewat email.'
          : 'Masukkan email untuk melihat promo spesial. Toko ini belum mengirim kabar lewat email: alamat Anda tidak dikirim atau disimpan.'}
      </Muted>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="masukkan email"
          aria-label="masukkan email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PrimaryButton type="submit" disabled={sending}>
          Daftar
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 12h15M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </PrimaryButton>
      </Form>
    </>
  );
}

const Muted = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 420px;
  margin-bottom: 8px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;
