import { isSameEmail, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'anna.smith@example.com', 'first.last+tag@mail.example.org', 'o\'neil@example.ie', 'USER@EXAMPLE.COM', ' padded@example.com '])(
    'accepts %p',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    'plainaddress',
    'missing-at.example.com',
    'a@b',
    'a@b.c',
    '@example.com',
    'anna@',
    'anna@.example.com',
    'anna@example..com',
    '.anna@example.com',
    'anna.@example.com',
    'an..na@example.com',
    'an na@example.com',
    'anna@exa mple.com',
    'anna@-example.com',
    'anna@@example.com',
    'anna@example.com.',
    '',
    undefined,
    42,
  ])('rejects %p', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('isSameEmail', () => {
  it.each([
    ['anna@example.com', 'anna@example.com', true],
    ['Anna@Example.com', 'anna@example.COM', true],
    [' anna@example.com', 'anna@example.com ', true],
    ['anna@example.com', 'ana@example.com', false],
    ['anna@example.com', undefined, false],
  ])('%p and %p are the same: %p', (a, b, same) => expect(isSameEmail(a, b)).toBe(same));
});
