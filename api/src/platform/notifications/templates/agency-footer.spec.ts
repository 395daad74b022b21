import { agencyIdentityText, withAgencyFooter } from './agency-footer';
import { EMAIL_LANGUAGES } from './email-texts';

const AGENCY = { legalName: 'Visa & Co <Ltd>', postalAddress: '10 High Street, London EC1A 1BB', registrationNumber: '01234567' };
const MAIL = { language: 'fr', subject: 'Objet', text: 'Bonjour,\n\nMerci.\n', html: '<!doctype html><html lang="fr"><body><p>Bonjour,</p>\n</body></html>' };

describe("the agency's identity at the foot of every e-mail", () => {
  it('is stated in each of the site\'s languages with the three configured values', () => {
    for (const code of EMAIL_LANGUAGES) {
      const text = agencyIdentityText(code, AGENCY);
      for (const value of Object.values(AGENCY)) expect(text).toContain(value);
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
    expect(agencyIdentityText('fr', AGENCY)).toBe("Visa & Co <Ltd>, 10 High Street, London EC1A 1BB. Numéro d'immatriculation : 01234567.");
    expect(agencyIdentityText('xx', AGENCY)).toBe(agencyIdentityText('en', AGENCY));
  });

  it('closes the text after a signature separator and the HTML inside its body, escaped', () => {
    const signed = withAgencyFooter(MAIL, AGENCY);
    expect(signed.subject).toBe('Objet');
    expect(signed.text).toBe(`Bonjour,\n\nMerci.\n\n-- \n${agencyIdentityText('fr', AGENCY)}\n`);
    expect(signed.html).toContain('Visa &amp; Co &lt;Ltd&gt;, 10 High Street');
    expect(signed.html).not.toContain('<Ltd>');
    expect(signed.html.indexOf('Numéro d&#39;immatriculation')).toBeLessThan(signed.html.indexOf('</body>'));
    expect(signed.html.endsWith('</body></html>')).toBe(true);
  });
});
