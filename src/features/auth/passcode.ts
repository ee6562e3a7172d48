/**
 * The staff passcode is checked against a SHA-256 hash fixed at build time
 * (`ADMIN_PASSCODE_SHA256=<hex> npm run build`; webpack's DefinePlugin puts it in the bundle).
 * Without one the documented default passcode for local use, `langkah-staf`, applies.
 * The hash ships to every browser, so this is a convenience gate, not a security boundary.
 */
export const DEFAULT_PASSCODE_SHA256 = '4696e1357ccf77a0542348b17a78a2c9c200c63d7d83f6e450e8b34dfb6b28d1';

export function expectedPasscodeHash(): string {
  const configured = process.env.ADMIN_PASSCODE_SHA256;
  return configured ? configured.toLowerCase() : DEFAULT_PASSCODE_SHA256;
}

/** crypto.subtle exists only in secure contexts (https, localhost). */
export const canCheckPasscode = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function isCorrectPasscode(passcode: string): Promise<boolean> {
  return (await sha256Hex(passcode)) === expectedPasscodeHash();
}
