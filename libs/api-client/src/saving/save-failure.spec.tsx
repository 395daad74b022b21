import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MESSAGES } from '@evisa/contracts';
import { createI18n, TranslationProvider, JOURNEY_NAMESPACE } from '@evisa/i18n';
import type { ApiFailureResult } from '../failure-notice';
import { SaveFailure } from './save-failure';

const failure = (kind: ApiFailureResult['kind'], status: number): ApiFailureResult => ({ ok: false, kind, status, message: '', err: '', errors: {}, errorKeys: {} });

async function renderInEnglish(ui: ReactElement) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces([JOURNEY_NAMESPACE, 'validation']);
  render(
    <TranslationProvider i18n={i18n}>
      <Suspense fallback={null}>{ui}</Suspense>
    </TranslationProvider>,
  );
}

describe('SaveFailure', () => {
  it('says what happened and, when it can be tried again, that the answers are still on the page', async () => {
    await renderInEnglish(<SaveFailure failure={failure('network', 0)} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.connectionLost);
    expect(alert).toHaveTextContent('Your answers are still on this page. Please press the button again in a moment.');
  });

  it("words the chosen files' page its own way", async () => {
    await renderInEnglish(<SaveFailure failure={failure('timeout', 0)} kept="choices" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.noAnswerInTime);
    expect(alert).toHaveTextContent('What you chose is still on this page. Please try again in a moment.');
  });

  it("gives the screen's own message for a failure without particular words, and no 'try again' for what will not change", async () => {
    await renderInEnglish(<SaveFailure failure={failure('http', 500)} otherwise="errorSubmittingApplication" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.errorSubmittingApplication);
    expect(alert).not.toHaveTextContent('still on this page');
  });

  it('shows nothing without a failure', async () => {
    await renderInEnglish(<SaveFailure failure={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
