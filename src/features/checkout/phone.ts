/**
 * Indonesian mobile numbers as shoppers type them: 0812…, +62 812…, 62812…, with spaces,
 * dashes, dots or brackets. Mobile numbers start 08 and have 10 to 13 digits in that form.
 */
const mobile = /^(?:\+62|62|0)(8[1-9]\d{7,10})$/;

const separators = /[\s\-.()]/g;

/** The number in international form (+62812…), or null when it isn't an Indonesian mobile number. */
export function normalizeMobileNumber(input: string): string | null {
  const match = mobile.exec(input.replace(separators, ''));
  return match ? `+62${match[1]}` : null;
}

export const isMobileNumber = (input: string): boolean => normalizeMobileNumber(input) !== null;
