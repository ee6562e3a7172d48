import { createAction } from '@reduxjs/toolkit';

/**
 * The sign-up box refused what was typed. The text itself is not recorded: action logs are
 * shared with support staff, and an e-mail address is personal.
 */
export const signupRejected = createAction('newsletter/signupRejected');

/** Nothing is sent anywhere: the only rule is "not empty and has an @". */
export const isAcceptableEmail = (value: string): boolean => value.trim() !== '' && value.includes('@');
