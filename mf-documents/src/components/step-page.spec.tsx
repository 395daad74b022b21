import { screen } from '@testing-library/react';
import { renderForm, storedApplication, stubFetch } from '../testing/render-screen';
import { StepPage } from './step-page';

const ID = 'IN0ABCDEFGHJKM';

describe('StepPage', () => {
  let api: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => api?.restore());

  const show = (status: 'draft' | 'paid' | 'blocked') => {
    api = stubFetch(() => ({ status: 200, body: { status: 200, message: 'ok', data: storedApplication({ status }) } }));
    return renderForm(
      <StepPage id={ID} screen="test" title="Documents" step="documents">
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
  ] as const)('shows a %s application read-only with the reason instead of the form', async (status, title, link) => {
    await show(status);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your answers' })).toHaveAttribute('href', `/Preview/${ID}`);
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the form' })).not.toBeInTheDocument();
  });
});
