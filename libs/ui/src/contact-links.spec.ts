import { mailHref, telHref } from './contact-links';

describe('contact links', () => {
  it('keeps only the digits and the plus of a phone number', () => {
    expect(telHref('+1 (302) 555-0142')).toBe('tel:+13025550142');
  });

  it('writes a mailto link', () => {
    expect(mailHref('support@example.com')).toBe('mailto:support@example.com');
  });
});
