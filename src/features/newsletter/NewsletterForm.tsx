import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../../components/PrimaryButton';
import { useAppDispatch } from '../../lib/hooks';
import { promoShown } from '../ui/uiSlice';
import { isAcceptableEmail, signupRejected } from './newsletterActions';

/** Footer sign-up: a valid address opens the promo and clears the box; nothing is sent. */
export function NewsletterForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isAcceptableEmail(email)) {
      dispatch(signupRejected());
      return;
    }
    setEmail('');
    dispatch(promoShown());
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="masukkan email"
        aria-label="masukkan email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PrimaryButton type="submit">
        Daftar
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12h15M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </PrimaryButton>
    </Form>
  );
}

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
