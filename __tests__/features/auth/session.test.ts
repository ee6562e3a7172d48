import { DEFAULT_PASSCODE_SHA256, expectedPasscodeHash, sha256Hex } from '../../../src/features/auth/passcode';
import { returnPath } from '../../../src/features/auth/returnPath';
import { signInWithPasscode } from '../../../src/features/auth/session';
import { isSignedIn, signOut } from '../../../src/features/auth/signedInFlag';
import { waitAfterFailures } from '../../../src/features/auth/loginThrottle';

describe('the passcode', () => {
  afterEach(() => {
    delete process.env.ADMIN_PASSCODE_SHA256;
  });

  it('is hashed with SHA-256 into lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('defaults to the documented local passcode "langkah-staf"', async () => {
    expect(expectedPasscodeHash()).toBe(DEFAULT_PASSCODE_SHA256);
    expect(await sha256Hex('langkah-staf')).toBe(DEFAULT_PASSCODE_SHA256);
  });

  it('follows the hash the build was given', async () => {
    process.env.ADMIN_PASSCODE_SHA256 = (await sha256Hex('rahasia-toko')).toUpperCase();
    expect(await signInWithPasscode('langkah-staf')).toMatchObject({ ok: false, reason: 'wrong' });
    expect(await signInWithPasscode('rahasia-toko')).toEqual({ ok: true });
  });
});

describe('signing in', () => {
  it('sets isAuthenticated only for the right passcode, and signing out removes it', async () => {
    expect(await signInWithPasscode('salah')).toEqual({ ok: false, reason: 'wrong', waitMs: 0 });
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(await signInWithPasscode('langkah-staf')).toEqual({ ok: true });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(isSignedIn()).toBe(true);
    signOut();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('makes each repeated failure wait longer, refuses tries before then, and forgets after success', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      now += waits.at(-1) ?? 0;
      const result = await signInWithPasscode('salah', clock);
      if (result.ok || result.reason === 'unsupported') throw new Error('expected a failure');
      waits.push(result.waitMs);
    }
    expect(waits).toEqual([0, 1000, 2000, 4000]);
    // Even the right passcode waits its turn.
    expect(await signInWithPasscode('langkah-staf', clock)).toEqual({ ok: false, reason: 'wait', waitMs: 4000 });
    now += 4000;
    expect(await signInWithPasscode('langkah-staf', clock)).toEqual({ ok: true });
    expect(await signInWithPasscode('salah', clock)).toMatchObject({ waitMs: 0 });
  });

  it('caps the wait at a minute', () => {
    expect(waitAfterFailures(30)).toBe(60_000);
  });

  it('works (without a memory of failures) when sessionStorage refuses access', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await expect(signInWithPasscode('salah')).resolves.toMatchObject({ ok: false, reason: 'wrong' });
    jest.restoreAllMocks();
  });
});

describe('the page to return to after signing in', () => {
  it.each([
    ['/admin', '/admin'],
    ['/user?tab=1', '/user?tab=1'],
    [undefined, '/admin'],
    [42, '/admin'],
    ['https://jahat.example/', '/admin'],
    ['//jahat.example', '/admin'],
    ['/\\jahat.example', '/admin'],
    ['/login', '/admin'],
    ['/LOGIN/?x=1', '/admin'],
  ])('%p -> %p', (from, expected) => {
    expect(returnPath(from)).toBe(expected);
  });
});
