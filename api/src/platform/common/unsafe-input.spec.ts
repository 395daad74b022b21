import { BadRequestException } from '@nestjs/common';
import { findUnsafeInput, MAX_DEPTH, MAX_STRING_LENGTH } from './unsafe-input';
import { UnsafeInputPipe } from './unsafe-input.pipe';

describe('findUnsafeInput', () => {
  it('accepts ordinary answers, lists and scalars', () => {
    for (const value of [undefined, null, 1, true, 'x'.repeat(MAX_STRING_LENGTH), { surname: 'Smith', saarcDetails: [{ country: 'NP', year: 2024, visits: 1 }] }]) {
      expect(findUnsafeInput(value)).toBeUndefined();
    }
  });

  it.each([
    ['a long string', { a: { b: ['x'.repeat(MAX_STRING_LENGTH + 1)] } }, 'a.b.0'],
    ['an operator key', { surname: { $ne: '' } }, 'surname.$ne'],
    ['an operator deep in a list', { list: [{ ok: 1 }, { $where: 'x' }] }, 'list.1.$where'],
    ['a dotted key', { 'status.paid': true }, 'status.paid'],
    ['__proto__', JSON.parse('{"x": {"__proto__": {"polluted": 1}}}'), 'x.__proto__'],
    ['constructor', { constructor: {} }, 'constructor'],
    ['prototype', { a: { prototype: {} } }, 'a.prototype'],
    ['a NUL', { surname: 'Smith\u0000' }, 'surname'],
    ['a right-to-left override', { givenName: 'Anna\u202Egpj.exe' }, 'givenName'],
    ['a C1 control deep in a list', { list: [{ note: 'a\u0085b\u009B' }] }, 'list.0.note'],
    ['a tab', { address: 'a\tb' }, 'address'],
  ])('finds %s and says where', (_name, value, path) => {
    expect(findUnsafeInput(value)?.path).toBe(path);
  });

  it('accepts line breaks (single-line fields refuse them by their step rules) and text of any script', () => {
    expect(findUnsafeInput({ address: '12 Park Road\r\nLondon', surname: 'Nguyễn Đặng', name: 'محمد' })).toBeUndefined();
  });

  it('refuses nesting deeper than any payload', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i <= MAX_DEPTH; i += 1) value = { v: value };
    expect(findUnsafeInput(value)?.reason).toBe('nested too deeply');
  });
});

describe('UnsafeInputPipe', () => {
  const pipe = new UnsafeInputPipe();

  it('passes safe values through unchanged', () => {
    const body = { surname: 'Smith' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
  });

  it('answers 400 with the path of the first problem, for bodies without a DTO too', () => {
    expect(() => pipe.transform({ a: { $gt: '' } }, { type: 'body', metatype: Object })).toThrow(BadRequestException);
    try {
      pipe.transform('x'.repeat(MAX_STRING_LENGTH + 1), { type: 'query', data: 'applicationId' });
    } catch (error) {
      expect((error as BadRequestException).getResponse()).toMatchObject({ errors: { applicationId: `longer than ${MAX_STRING_LENGTH} characters` } });
    }
    expect.assertions(2);
  });
});
