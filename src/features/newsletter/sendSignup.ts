/**
 * Sends an address to the shop's mailing-list service as its own embedded form would: a POST of
 * `email=…` (form-encoded) to the form's address. The services answer a form, not a script, so
 * the request is `no-cors`: the reply cannot be read, but a network failure still rejects, and
 * that is what tells the shopper to try again. No cookies go with it. The build lets the pages
 * reach that origin (connect-src in scripts/build/securityHeaders.ts).
 */
export async function sendSignup(url: string, email: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'omit', body: new URLSearchParams({ email: email.trim() }) });
    return true;
  } catch {
    return false;
  }
}
