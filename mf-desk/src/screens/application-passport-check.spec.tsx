import { screen, within } from '@testing-library/react';
import { answerSections, checklistFor, type ApplicationReview, type PassportCopyCheck } from '@evisa/contracts';
import { completeApplication as completeRecord, queueItemOf, REVIEWER as reviewer, STORED_ID as ID } from '@evisa/contracts/testing';
import { ok, stubApi } from '@evisa/api-client/testing';
import { renderDeskScreen } from '../testing/render-desk-screen';
import DeskApplicationScreen from './application';

jest.setTimeout(20_000);

const review: ApplicationReview = {
  item: queueItemOf({ state: 'in_review', claimedBy: { id: reviewer.id, name: reviewer.name } }),
  stateChangedAt: '2026-11-21T09:00:00.000Z',
  language: 'en',
  email: 'jane@example.com',
  sections: answerSections(completeRecord()),
  files: [],
  checklist: checklistFor('tourist').map((key) => ({ key, done: false, by: null, at: null })),
  notes: [],
  submission: null,
  result: null,
  corrections: [],
  order: null,
};

async function renderWithCheck(check: PassportCopyCheck) {
  stubApi({
    'GET /staff/auth/session': ok({ staff: reviewer, csrfToken: 'csrf-r' }),
    [`GET /staff/applications/${ID}`]: ok(review),
    [`GET /staff/applications/${ID}/passport-check`]: ok(check),
    [`GET /staff/applications/${ID}/templates`]: ok([]),
  });
  await renderDeskScreen(<DeskApplicationScreen />, { path: `/agency/applications/${ID}`, route: '/agency/applications/:id' });
  await screen.findByRole('heading', { level: 2, name: 'Checklist' });
}

/** What the checklist shows under its items. */
const checklist = () => screen.getByRole('region', { name: 'Checklist' });

describe("the desk's passport copy check", () => {
  it('says at the top of the case and in the checklist that the copy was read and matches', async () => {
    await renderWithCheck({ state: 'matching' });
    const panel = await screen.findByRole('region', { name: 'Passport copy check' });
    expect(panel).toHaveTextContent('Passport copy: read and matching the answers.');
    expect(panel.compareDocumentPosition(screen.getByRole('heading', { level: 2, name: 'Checklist' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(checklist()).getByText('Passport copy: read and matching the answers.')).toBeVisible();
  });

  it('lists each difference with the answer and the copy, in words', async () => {
    await renderWithCheck({
      state: 'differences',
      differences: [
        { field: 'passportNumber', answered: 'C4X781925', read: 'D7Y204413' },
        { field: 'dateOfBirth', answered: '1990-05-20', read: '1990-05-21' },
        { field: 'gender', answered: 'FEMALE', read: 'MALE' },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Passport copy check' });
    expect(panel).toHaveTextContent('Passport copy: read, and it differs from the answers below.');
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Passport number', 'C4X781925', 'D7Y204413'],
      ['Date of birth', '20/05/1990', '21/05/1990'],
      ['Gender', 'Female', 'Male'],
    ]);
    expect(within(checklist()).getByText(/^Passport copy: read, and it differs/)).toBeVisible();
  });

  it('asks for a check by eye when the copy could not be read or is a PDF', async () => {
    await renderWithCheck({ state: 'unread', pdf: true });
    expect(await screen.findByRole('region', { name: 'Passport copy check' })).toHaveTextContent('Passport copy: a PDF, which is not read. Compare it with the answers by eye.');
  });
});
