import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from '../../components/form/controls';
import { PrimaryButton } from '../../components/PrimaryButton';
import { msUntilRetry } from './loginThrottle';
import { signInWithPasscode, type SignInResult } from './session';
import { useCountdown } from './useCountdown';

const messages = {
  wrong: 'Kode akses salah. Periksa lalu coba lagi.',
  unsupported: 'Browser ini tidak bisa memeriksa kode akses. Buka toko lewat https atau localhost.',
};

/** The staff passcode form. Calls `onSignedIn` once the passcode is right. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [passcode, setPasscode] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<'wrong' | 'unsupported' | null>(null);
  const [secondsLeft, startWait] = useCountdown(msUntilRetry);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || secondsLeft > 0) return;
    setChecking(true);
    const result: SignInResult = await signInWithPasscode(passcode);
    setChecking(false);
    if (result.ok) return onSignedIn();
    if (result.reason === 'unsupported') return setProblem('unsupported');
    setProblem('wrong');
    startWait(result.waitMs);
    setPasscode('');
  };

  const alert = [problem && messages[problem], secondsLeft > 0 && `Terlalu banyak percobaan. Coba lagi dalam ${secondsLeft} detik.`]
    .filter(Boolean)
    .join(' ');

  return (
    <Form onSubmit={onSubmit}>
      <Label htmlFor={inputId}>Kode akses</Label>
      <Input
        id={inputId}
        type="password"
        autoComplete="current-password"
        required
        value={passcode}
        onChange={(event) => setPasscode(event.target.value)}
        aria-invalid={problem === 'wrong'}
        aria-describedby={alert ? errorId : undefined}
      />
      <Alert id={errorId} role="alert">
        {alert}
      </Alert>
      <PrimaryButton type="submit" disabled={checking || secondsLeft > 0}>
        {checking ? 'Memeriksa…' : 'Masuk'}
      </PrimaryButton>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 360px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Alert = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 600;
`;
