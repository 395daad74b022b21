import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ROUTES } from '@evisa/contracts';
import { createI18n, TranslationProvider } from '@evisa/i18n';
import { MemoryRouter } from '@evisa/routing/testing';
import type { ApiFailureResult } from './failure-notice';
import { LoadFailure, Loading } from './load-state';

const failure = (kind: ApiFailureResult['kind'], status: number): ApiFailureResult => ({ ok: false, kind, status, message: '', err: '', errors: {}, errorKeys: {} });

async function renderInEnglish(ui: React.ReactElement) {
  const i18n = await createI18n('en');
  render(
    <TranslationProvider i18n={i18n}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('Loading', () => {
  it('announces that the application is loading', async () => {
    await renderInEnglish(<Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your application…');
  });
});

describe('LoadFailure', () => {
  it('sends an applicant without access to the resume form, in the words of the failure', async () => {
    await renderInEnglish(<LoadFailure failure={failure('http', 403)} onRetry={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application could not be opened');
    expect(screen.getByRole('link', { name: 'Open it with your application number' })).toHaveAttribute('href', ROUTES.partialFilled);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try again when the service could not answer', async () => {
    const onRetry = jest.fn();
    await renderInEnglish(<LoadFailure failure={failure('network', 0)} onRetry={onRetry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your device could not reach our service: please check your internet connection, then try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
