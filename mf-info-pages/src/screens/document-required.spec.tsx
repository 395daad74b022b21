import { screen, within } from '@testing-library/react';
import { requiredDocumentGroups } from '@evisa/contracts';
import { VISA_SERVICES } from '@evisa/reference-data';
import { renderScreen } from '../testing/render-screen';
import DocumentRequiredScreen from './document-required';

const ENGLISH_NAMES: Record<string, string> = {
  passportCopy: 'Passport copy (bio page)',
  businessCard: 'Business card',
  businessInvitationLetter: 'Business invitation letter',
  medicalInvitationLetter: 'Medical invitation letter from the hospital in India',
  organizerInvitation: 'Invitation from the organizer',
  politicalClearance: 'Political clearance from the Ministry of External Affairs',
  eventClearance: 'Event clearance from the Ministry of Home Affairs',
};

describe('Document Required', () => {
  it('lists for every visa service the photograph and exactly the documents its upload step requires', async () => {
    const { missingKeys } = await renderScreen(<DocumentRequiredScreen />);
    const cards = screen.getByRole('heading', { name: 'By category' }).nextElementSibling as HTMLElement;
    expect(within(cards).getAllByRole('article')).toHaveLength(VISA_SERVICES.length);
    for (const service of VISA_SERVICES) {
      const card = within(cards).getByRole('heading', { name: service.label }).closest('article') as HTMLElement;
      const listed = within(card).getAllByRole('listitem').map((item) => item.textContent);
      const required = requiredDocumentGroups(service.value).map((group) => group.map((field) => ENGLISH_NAMES[field]).join(' or '));
      expect({ service: service.value, listed }).toEqual({ service: service.value, listed: ['Photograph', ...required] });
    }
    expect(missingKeys()).toEqual([]);
  });

  it('states the upload formats and sizes from the definitions', async () => {
    await renderScreen(<DocumentRequiredScreen />);
    expect(
      screen.getByText('On this site, upload your photograph as a JPG or PNG file, and your passport copy and other documents as JPG, PNG, or PDF files, each of at most 1 MB.'),
    ).toBeInTheDocument();
    expect(screen.getByText('JPEG format, between 20 kB and 2 MB.')).toBeInTheDocument();
  });
});
