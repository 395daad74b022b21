import { agencyContactProblems, hasDemoContacts, isPlaceholderEmail, isPlaceholderPhone } from './agency-contacts';

const REAL = { phone: '+44 20 7946 1234', email: 'help@visa-agency.co.uk', chatLink: 'https://wa.me/442079461234' };

describe('agencyContactProblems', () => {
  it('accepts real contact details, with or without a chat link', () => {
    expect(agencyContactProblems(REAL)).toEqual({});
    expect(agencyContactProblems({ ...REAL, chatLink: '' })).toEqual({});
    expect(hasDemoContacts(REAL)).toBe(false);
  });

  it('names every missing value', () => {
    expect(agencyContactProblems(undefined)).toEqual({ phone: 'missing', email: 'missing' });
    expect(agencyContactProblems({ phone: '  ', email: '' })).toEqual({ phone: 'missing', email: 'missing' });
  });

  it.each(['+1 302 555 0142', '(212) 555-0100', '1-800-555-1234', '0000000', '+1 234 567 890'])('refuses the placeholder number %s', (phone) => {
    expect(isPlaceholderPhone(phone)).toBe(true);
    expect(agencyContactProblems({ ...REAL, phone }).phone).toMatch(/placeholder/);
  });

  it.each(['+1 302 556 0142', '+44 20 7946 1234', '+91 11 2345 6789'])('accepts the number %s', (phone) => {
    expect(isPlaceholderPhone(phone)).toBe(false);
  });

  it.each(['support@example.com', 'a@EXAMPLE.org', 'b@mail.example.net', 'c@agency.test', 'd@evisa.localhost', 'e@x.example'])(
    'refuses the placeholder address %s',
    (email) => {
      expect(isPlaceholderEmail(email)).toBe(true);
      expect(agencyContactProblems({ ...REAL, email }).email).toMatch(/placeholder|not an e-mail/);
    },
  );

  it('does not mistake a real domain that contains "example" for a placeholder', () => {
    expect(isPlaceholderEmail('help@myexample.com')).toBe(false);
  });

  it.each(['https://wa.me/13025550142', 'http://wa.me/442079461234', 'https://chat.example.com/agency', 'not a link'])(
    'refuses the chat link %s',
    (chatLink) => {
      expect(agencyContactProblems({ ...REAL, chatLink }).chatLink).toBeDefined();
    },
  );

  it('refuses malformed values', () => {
    expect(agencyContactProblems({ ...REAL, phone: 'call us' }).phone).toMatch(/not a phone number/);
    expect(agencyContactProblems({ ...REAL, email: 'support' }).email).toMatch(/not an e-mail address/);
  });

  it('calls the local configuration demo values', () => {
    expect(hasDemoContacts({ phone: '+1 302 555 0142', email: 'support@example.com', chatLink: 'https://wa.me/13025550142' })).toBe(true);
  });
});
