import { canCheckPasscode, isCorrectPasscode } from './passcode';
import { clearFailures, msUntilRetry, recordFailure } from './loginThrottle';
import { signIn } from './signedInFlag';

export type SignInResult =
  | { ok: true }
  /** `waitMs`: how long before the next try is allowed. */
  | { ok: false; reason: 'wrong' | 'wait'; waitMs: number }
  | { ok: false; reason: 'unsupported' };

/** Checks the passcode (slowing down repeated failures) and sets the flag when it is right. */
export async function signInWithPasscode(passcode: string, now: () => number = Date.now): Promise<SignInResult> {
  const wait = msUntilRetry(now());
  if (wait > 0) return { ok: false, reason: 'wait', waitMs: wait };
  if (!canCheckPasscode()) return { ok: false, reason: 'unsupported' };
  if (!(await isCorrectPasscode(passcode))) return { ok: false, reason: 'wrong', waitMs: recordFailure(now()) };
  clearFailures();
  signIn();
  return { ok: true };
}
