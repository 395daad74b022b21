import { withPlainText } from './mailer.service';

describe('withPlainText (every mail, whatever the stored values it was written from)', () => {
  it('removes control and direction characters from every text part, keeping the bodies’ line breaks', () => {
    const mail = withPlainText({
      to: 'anna@example.com',
      subject: 'Payment received: Smith\u0000\u202Egpj.exe\r\nBcc: someone@example.com',
      text: 'Dear Smith\u0000\u202E,\nthank you.\u0007',
      html: '<p>Dear Smith\u202E</p>\n<p>thank you</p>',
    });
    expect(mail).toEqual({
      to: 'anna@example.com',
      subject: 'Payment received: Smithgpj.exe Bcc: someone@example.com',
      text: 'Dear Smith,\nthank you.',
      html: '<p>Dear Smith</p>\n<p>thank you</p>',
    });
  });
});
