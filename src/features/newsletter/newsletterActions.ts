import { createAction } from '@reduxjs/toolkit';

/**
 * The sign-up box refused what was typed. The text itself is not recorded: action logs are
 * shared with support staff, and an e-mail address is personal.
 */
export const signupRejected = createAction('newsletter/signupRejected');

/** The address reached the shop's mailing-list service (toko.csv's daftar_email); not recorded either. */
export const signupSent = createAction('newsletter/signupSent');

/** The service could not be reached: the address stays in the box to send again. */
export const signupFailed = createAction('newsletter/signupFailed');

/** Without a destination nothing is sent anywhere: the only rule is "not empty and has an @". */
export const isAcceptableEmail = (value: string): boolean => value.trim() !== '' && value.includes('@');

/** What a mailing-list service takes: one @, a dotted domain, no spaces. */
export const isSendableEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
