import { render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { storedApplication } from '@evisa/contracts/testing';
import { createI18n, TranslationProvider, JOURNEY_NAMESPACE } from '@evisa/i18n';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { MemoryRouter } from '@evisa/routing/testing';
import { ok, stubApi } from '../testing';
import { StepPage } from './step-page';

async function renderInEnglish(ui: ReactElement) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces([JOURNEY_NAMESPACE]);
  return render(
    <TranslationProvider i18n={i18n}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

const ID = 'IN0ABCDEFGHJKM';
/** Stored answers of the three steps: an uploaded photograph and passport copy, every question answered No. */
const ANSWERED = {
  mainImg: 'photo.jpg',
  passportCopy: 'passport.jpg',
  ...Object.fromEntries(SECURITY_QUESTIONS.map((question) => [question.key, 'No'])),
};

describe('StepPage', () => {
  const show = (status: 'draft' | 'paid' | 'blocked', step: 'documents' | 'photo' | 'questions' = 'documents') => {
    stubApi({ 'GET /visaapplication/application': ok(storedApplication({ status, ...ANSWERED })) });
    return renderInEnglish(
      <StepPage id={ID} screen="test" title="Documents" step={step}>
        {() => <button type="submit">Save the form</button>}
      </StepPage>,
    );
  };

  it('shows the form of an application that can still change', async () => {
    await show('draft');
    expect(await screen.findByRole('button', { name: 'Save the form' })).toBeInTheDocument();
  });

  it.each([
    ['paid', 'This application has been paid', 'View your receipt'],
    ['blocked', 'This application ID is blocked', 'Start a new application'],
  ] as const)("shows a %s application read-only with the reason and the step's answers instead of the form", async (status, title, link) => {
    await show(status);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Passport copy (bio page)').nextSibling).toHaveTextContent('Uploaded');
    expect(screen.getByRole('link', { name: 'View your answers' })).toHaveAttribute('href', `/Preview/${ID}`);
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the form' })).not.toBeInTheDocument();
  });

  it("summarises the photograph and the security questions' answers of a paid application", async () => {
    await show('paid', 'photo');
    const photo = await screen.findByRole('region', { name: 'Applicant photograph' });
    expect(within(photo).getByText('Photograph').nextSibling).toHaveTextContent('Uploaded');
    await show('paid', 'questions');
    const questions = await screen.findByRole('region', { name: 'Security questions' });
    expect(within(questions).getAllByText('No')).toHaveLength(SECURITY_QUESTIONS.length);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
