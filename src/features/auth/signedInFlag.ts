import { readItem, writeItem } from '../../lib/browserStorage';

/**
 * The staff sign-in flag the existing site uses. It is a convenience gate for a support tool
 * whose data all lives in this browser, not a security boundary. Apart from session.ts (the
 * passcode check), so the route guard in the initial JS doesn't carry the sign-in code.
 */
const key = 'isAuthenticated';

export const isSignedIn = (): boolean => readItem(key) !== null;
export const signIn = (): boolean => writeItem(key, 'true');
export const signOut = (): boolean => writeItem(key, null);
