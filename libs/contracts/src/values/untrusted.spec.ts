import { readValues } from './untrusted';

describe('readValues', () => {
  it('reads trimmed text, numbers as digits, and nothing else', () => {
    const values = readValues({ a: '  x ', b: 12, c: true, d: { x: 1 }, e: ['x'], f: Number.NaN });
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'missing'].map((field) => values.text(field))).toEqual(['x', '12', '', '', '', '', '']);
  });

  it('reads flags from booleans and the form strings', () => {
    const values = readValues({ a: true, b: 'true', c: 'false', d: 1, e: 'yes' });
    expect(['a', 'b', 'c', 'd', 'e'].map((field) => values.flag(field))).toEqual([true, true, false, false, false]);
  });

  it.each([undefined, null, 'text', 7, [1, 2]])('treats %p as no values', (input) => {
    expect(readValues(input).text('length')).toBe('');
    expect(readValues(input).raw('0')).toBeUndefined();
  });

  it('reads own properties only', () => {
    const values = readValues(Object.create({ inherited: 'x' }));
    expect(values.text('inherited')).toBe('');
    expect(values.text('constructor')).toBe('');
    expect(values.text('__proto__')).toBe('');
  });
});
