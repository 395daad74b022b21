import { screen, within } from '@testing-library/react';
import { JOURNEY_NAMESPACE } from '@evisa/i18n';
import { renderScreen } from '@evisa/ui/testing';
import { StepHeading } from './step-heading';

describe('StepHeading', () => {
  it("shows the step's title, the temporary ID with its copy button, what the screen adds and where the applicant is", async () => {
    await renderScreen(<StepHeading title="Photograph" step="photo" id="EVISA-TEST-1">
        <p>Tourist e-Visa</p>
      </StepHeading>, { namespaces: [JOURNEY_NAMESPACE] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Photograph' })).toBeInTheDocument();
    expect(screen.getByText('Temporary Application ID')).toBeInTheDocument();
    expect(screen.getByText('EVISA-TEST-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the temporary application ID' })).toBeInTheDocument();
    expect(screen.getByText('Tourist e-Visa')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Application progress' });
    expect(within(progress).getAllByRole('listitem')[5]).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getAllByRole('listitem')[5]).toHaveTextContent('Photograph');
  });

  it('has no temporary ID before the application exists (step 1)', async () => {
    await renderScreen(<StepHeading title="Application" step="step1" />, { namespaces: [JOURNEY_NAMESPACE] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application' })).toBeInTheDocument();
    expect(screen.queryByText('Temporary Application ID')).not.toBeInTheDocument();
  });
});
