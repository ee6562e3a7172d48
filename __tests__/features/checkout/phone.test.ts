import { normalizeMobileNumber } from '../../../src/features/checkout/phone';

it.each([
  ['081234567890', '+6281234567890'],
  ['0812-3456-7890', '+6281234567890'],
  ['0812 3456 789', '+628123456789'],
  ['+62 812 3456 7890', '+6281234567890'],
  ['6281234567890', '+6281234567890'],
  ['(0857) 1234.5678', '+6285712345678'],
  ['0811234567', '+62811234567'],
])('accepts %p as %p', (input, expected) => {
  expect(normalizeMobileNumber(input)).toBe(expected);
});

it.each([
  '',
  '12345',
  '0212345678', // a Jakarta landline
  '0801234567', // no operator starts 080
  '08123', // too short
  '0812345678901234', // too long
  '+6181234567890', // another country
  '0812abc45678',
  '62 0812 3456 7890',
])('rejects %p', (input) => {
  expect(normalizeMobileNumber(input)).toBeNull();
});
