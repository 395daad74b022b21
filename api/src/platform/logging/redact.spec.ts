import { CENSOR, redactText, redactValue } from './redact';

describe('redactText', () => {
  it.each([
    ['a duplicate-key error', 'E11000 duplicate key error collection: evisa.people index: email_1 dup key: { email: "a.b@example.org" }', 'a.b@example.org'],
    ['a cast error', 'Cast to date failed for value "1990-05-20" (type string) at path "dateOfBirth"', '1990-05-20'],
    ['an e-mail address', 'mail to anna.smith+visa@example.co.uk failed', 'anna.smith+visa@example.co.uk'],
    ['a date of birth', 'born 20/05/1990', '20/05/1990'],
    ['a phone number', 'call +44 (20) 7946-0958 now', '7946-0958'],
    ['a passport number', 'passport K73920158 expired', 'K73920158'],
    ['a national id', 'national id AB123456C', 'AB123456C'],
  ])('removes %s', (_name, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(CENSOR);
  });

  it('keeps application ids, paths and plain words', () => {
    const text = 'saved step 2 of IN7K3M9Q2X4B8ZT on PATCH /visaapplication/applicationSubmitStep2 in 12 ms';
    expect(redactText(text)).toBe(text);
  });
});

describe('redactValue', () => {
  it('censors personal fields at any depth and scrubs the rest', () => {
    const value = {
      context: 'Step2Service',
      id: 'req-0f3c2a91-77aa',
      application: { uniqueId: 'IN7K3M9Q2X4B8ZT', passportNumber: 'K73920158', list: [{ email: 'x@y.org', city: 'Leeds' }] },
      body: { anything: 'at all' },
      note: 'sent to x@y.org',
    };
    expect(redactValue(value)).toEqual({
      context: 'Step2Service',
      id: 'req-0f3c2a91-77aa',
      application: { uniqueId: 'IN7K3M9Q2X4B8ZT', passportNumber: CENSOR, list: [{ email: CENSOR, city: 'Leeds' }] },
      body: CENSOR,
      note: `sent to ${CENSOR}`,
    });
  });

  it('reduces errors to a scrubbed name, message and stack', () => {
    const error = new Error('dup key: { email: "x@y.org" }');
    const out = redactValue(error) as { type: string; message: string; stack: string };
    expect(out.type).toBe('Error');
    expect(JSON.stringify(out)).not.toContain('x@y.org');
  });

  it('leaves class instances (request, response) to their serializers', () => {
    class Request {
      url = '/a?email=x@y.org';
    }
    const request = new Request();
    expect(redactValue({ req: request }) as { req: Request }).toEqual({ req: request });
  });
});
