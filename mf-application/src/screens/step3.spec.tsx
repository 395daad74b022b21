import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, STEP3_REQUIRED_FIELDS } from '@evisa/contracts';
import { fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import Step3Screen from './step3';

const render = async () => {
  const api = fakeApi({
    'GET /visaapplication/application': () => success(storedRecord({ applicationType: 'urgent', presentHouseNo: '12', presentState: 'Leeds shire' })),
    'PATCH /visaapplication/applicationSubmitStep3': () => success({ uniqueId: ID }),
  });
  await renderScreen(Step3Screen, { path: `/Apply3/${ID}`, pattern: '/Apply3/:id' });
  await screen.findByText('Same as present address');
  return api;
};
const group = (name: RegExp) => screen.getByRole('group', { name });
const answer = (question: RegExp, choice: string) => fireEvent.click(within(group(question)).getByLabelText(choice));

describe('Step 3 (/Apply3/:id)', () => {
  it('shows application type and port of arrival read-only, and every required message on an empty submit', async () => {
    await render();
    expect(screen.getByText('Application Type', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Urgent');
    expect(screen.getByText('Port of Arrival', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Delhi Airport');
    expect(screen.getByLabelText(/^House No\.\/Street/)).toHaveValue('12');
    fireEvent.change(screen.getByLabelText(/^House No\.\/Street/), { target: { value: '' } });
    fireEvent.click(screen.getByText('Submit and Next'));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')).toHaveLength(STEP3_REQUIRED_FIELDS.length - 1);
    expect(screen.getByLabelText(/Father's Name/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    // Students and children are told what to give for an employer (the fields stay required).
    expect(screen.getByLabelText(/^Employer Name\/Business/)).toHaveAccessibleDescription(expect.stringContaining('Students: the name of your school, college or university.'));
  });

  it('reveals the spouse fields when married and the four service fields when in the military', async () => {
    await render();
    expect(screen.queryByLabelText(/Spouse's Name/)).not.toBeInTheDocument();
    answer(/^Marital Status/, 'Married');
    expect(screen.getByLabelText(/Spouse's Name/)).toBeInTheDocument();
    answer(/^Marital Status/, 'Single');
    expect(screen.queryByLabelText(/Spouse's Name/)).not.toBeInTheDocument();

    expect(screen.queryByLabelText(/Name of the Organization/)).not.toBeInTheDocument();
    answer(/military, semi-military/, 'Yes');
    fireEvent.click(screen.getByText('Submit and Next'));
    for (const name of [/Name of the Organization/, /Military Designation/, /^Rank/, /Place of Posting/]) {
      expect(screen.getByLabelText(name)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.militaryFieldRequired));
    }
    answer(/grandfather or grandmother/, 'Yes');
    expect(screen.getByLabelText(/grandparents' Pakistani nationality/)).toBeInTheDocument();
  });

  it("'Same as present address' copies the present address into the disabled permanent fields and sends it", async () => {
    const api = await render();
    fireEvent.click(screen.getByLabelText('Same as present address'));
    const permanent = screen.getByLabelText(/Permanent House No\.\/Street/);
    expect(permanent).toBeDisabled();
    expect(permanent).toHaveValue('12');
    expect(screen.getByLabelText(/Permanent State/)).toHaveValue('Leeds shire');
    fireEvent.change(screen.getByLabelText(/^House No\.\/Street/), { target: { value: '14' } });
    expect(permanent).toHaveValue('14');
    fireEvent.click(screen.getByText('Save and exit'));
    await screen.findByRole('heading', { name: 'Your application is saved' });
    expect(api.last('PATCH', '/visaapplication/applicationSubmitStep3')?.body).toMatchObject({ sameAsPermanent: true, permanentHouseNo: '14', permanentState: 'Leeds shire' });
  });

  it('checks the phone digit rules', async () => {
    await render();
    fireEvent.change(screen.getByLabelText(/^Phone Number/), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/^Mobile Number/), { target: { value: '123456789' } });
    fireEvent.click(screen.getByText('Submit and Next'));
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidPhone));
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidMobile));
  });
});
