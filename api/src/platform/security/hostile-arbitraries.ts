// fast-check generators of hostile requests: query operators, huge strings, wrong types, prototype keys.
import fc from 'fast-check';
import { newApplicationId } from '../../applicant/applications/application-id';

export const OPERATOR_OBJECTS = [
  { $ne: null },
  { $gt: '' },
  { $regex: '.*' },
  { $where: 'sleep(100) || true' },
  { $in: ['a', 'b'] },
  { $exists: true },
  { $set: { status: 'paid' } },
];

const HOSTILE_KEYS = ['$ne', '$gt', '$where', '$set', '$', '__proto__', 'constructor', 'prototype', 'a.b', '.', '', 'status', 'completedSteps', '_id', 'uniqueId'];

const SUSPICIOUS_STRINGS = ['true', 'false', 'Yes', 'No', 'null', '1990-01-01', '31/12/1990', '<script>alert(1)</script>', "' OR 1=1 --", '{"$ne":null}', '../../etc/passwd', '\u0000', '\u202e', '😀'.repeat(50)];

const hugeString = fc.integer({ min: 2001, max: 6000 }).map((n) => 'y'.repeat(n));

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...SUSPICIOUS_STRINGS),
  hugeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...OPERATOR_OBJECTS),
);

/** Any JSON value, nested a little, with hostile keys among the ordinary ones. */
export function hostileValue(fields: readonly string[]): fc.Arbitrary<unknown> {
  const key = fields.length ? fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })) : fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
  }));
  return value;
}

/**
 * A JSON request body as text: mostly an object of the endpoint's real fields with hostile values and extra
 * keys, sometimes a bare value, sometimes with a literal "__proto__" member (which JSON.stringify cannot write).
 */
export function hostileJsonBody(fields: readonly string[]): fc.Arbitrary<string> {
  const fieldValue = hostileValue(fields);
  const object = fc.dictionary(fields.length ? fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...HOSTILE_KEYS)) : fc.constantFrom(...HOSTILE_KEYS), fieldValue, { maxKeys: 10 });
  return fc.oneof(
    { weight: 6, arbitrary: object.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: object.map((value) => JSON.stringify(value).replace(/^\{/, '{"__proto__":{"polluted":true},').replace(',}', '}')) },
    { weight: 1, arbitrary: fieldValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '{"a":1,"a":2}') },
  );
}

/**
 * A valid body with a few of its fields replaced by hostile or odd values, or one hostile key added: requests
 * that get past the first checks and reach the rules and the database.
 */
export function mutatedJsonBody(valid: Record<string, unknown>, fields: readonly string[]): fc.Arbitrary<string> {
  const names = [...new Set([...Object.keys(valid), ...fields])];
  const odd = fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 2, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 2 }) },
  );
  const change = fc.tuple(fc.constantFrom(...names), odd);
  return fc
    .tuple(fc.array(change, { minLength: 1, maxLength: 2 }), fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) }))
    .map(([changes, extraKey]) => {
      const body: Record<string, unknown> = { ...valid };
      for (const [name, value] of changes) body[name] = value;
      const text = JSON.stringify(body);
      return extraKey === null ? text : text.replace(/^\{/, `{${JSON.stringify(extraKey)}:{"$gt":""},`);
    });
}

/** A query string value for applicationId (and friends): the owner's id, a stranger's, or something hostile. */
export function hostileQuery(ownId: string): fc.Arbitrary<string> {
  const id = fc.oneof(
    { weight: 12, arbitrary: fc.constant(ownId) },
    { weight: 1, arbitrary: fc.constant(null).map(() => newApplicationId()) },
    { weight: 2, arbitrary: fc.constantFrom(...SUSPICIOUS_STRINGS, ownId.toLowerCase(), `${ownId} `, ownId.slice(0, -1)) },
    { weight: 1, arbitrary: hugeString },
  );
  return fc.oneof(
    { weight: 8, arbitrary: id.map((value) => `applicationId=${encodeURIComponent(value)}`) },
    { weight: 1, arbitrary: fc.constantFrom('applicationId[$ne]=x', 'applicationId[$gt]=', `applicationId=${ownId}&applicationId=${ownId}`, '', 'applicationId', `applicationId=${ownId}&draft[$ne]=1`) },
    { weight: 1, arbitrary: fc.tuple(id, fc.constantFrom('draft', 'email', '$where', '__proto__[polluted]'), fc.string({ maxLength: 20 })).map(([value, k, v]) => `applicationId=${encodeURIComponent(value)}&${k}=${encodeURIComponent(v)}`) },
  );
}

/** A multipart form: files under real and made-up field names, with random bytes and any declared type. */
export function hostileForm(fields: readonly string[]): fc.Arbitrary<FormData> {
  const part = fc.record({
    field: fc.oneof(fc.constantFrom(...fields, 'mainImg', 'passportCopy', '$ne', '__proto__'), fc.string({ maxLength: 10 })),
    bytes: fc.uint8Array({ maxLength: 3000 }),
    type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream', ''),
    name: fc.constantFrom('a.jpg', '../../x.png', '<b>.jpg', '', 'x'.repeat(300)),
    asText: fc.boolean(),
  });
  return fc.array(part, { maxLength: 4 }).map((parts) => {
    const form = new FormData();
    for (const p of parts) {
      if (p.asText) form.append(p.field, Buffer.from(p.bytes).toString('latin1'));
      else form.append(p.field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
    }
    return form;
  });
}
