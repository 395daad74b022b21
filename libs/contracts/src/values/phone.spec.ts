import { digitCount, isValidPhone } from './phone';

describe('digitCount', () => {
  it.each([
    ['+44 20 7946 0958', 12],
    ['(011) 2345-6789', 11],
    ['', 0],
    [1234567, 7],
    [undefined, 0],
    [{}, 0],
  ])('counts the digits of %p as %d', (value, count) => expect(digitCount(value)).toBe(count));
});

describe('isValidPhone(6..15)', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['12 345', false],
    ['12 34 56', true],
    ['+12345', false],
    ['+123456', true],
    ['+1 234 567 890 123 45', true],
    ['+1 234 567 890 123 456', false],
    ['(020) 7946-0958', true],
    ['12345a6', false],
    ['1+23456', false],
    ['++123456', false],
    ['      ', false],
    [123456, true],
    [null, false],
  ])('%p is %p', (value, valid) => expect(isValidPhone(value, 6, 15)).toBe(valid));
});
