import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { renderForm, storedApplication } from '../testing/render-screen';
import { stubAnyCall } from '@evisa/api-client/testing';
import { QuestionsForm } from './questions-form';

const question = (index: number) => screen.getByRole('group', { name: new RegExp(`^${escape(SECURITY_QUESTIONS[index].text)}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One radio per question: the order of the page is the order of the questions. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, answer: 'Yes' | 'No') {
  const radios = screen.getAllByRole('radio', { name: answer });
  expect(radios).toHaveLength(SECURITY_QUESTIONS.length);
  for (const radio of radios) await user.click(radio);
}

describe('QuestionsForm', () => {
  it('asks the six questions with their full wording', async () => {
    await renderForm(<QuestionsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
    for (let index = 0; index < SECURITY_QUESTIONS.length; index += 1) {
      expect(within(question(index)).getAllByRole('radio')).toHaveLength(2);
    }
  });

  it("reveals the details field on 'Yes' and hides it again on 'No'", async () => {
    const user = userEvent.setup();
    await renderForm(<QuestionsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
    expect(screen.queryByRole('textbox', { name: /Please give details/ })).not.toBeInTheDocument();
    await user.click(within(question(1)).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /Please give details/ })).toBeInTheDocument();
    await user.click(within(question(1)).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Please give details/ })).not.toBeInTheDocument();
  });

  it('lists what is missing: every answer, the details of a Yes and the declaration', async () => {
    const user = userEvent.setup();
    await renderForm(<QuestionsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
    await user.click(within(question(0)).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Question 1, details: Please give details' })).toHaveAttribute('href', '#field-givenDetailarrested');
    for (const number of [2, 3, 4, 5, 6]) {
      expect(within(summary).getByRole('link', { name: `Question ${number}: This field is required` })).toHaveAttribute('href', `#field-${SECURITY_QUESTIONS[number - 1].key}`);
    }
    expect(within(summary).getByRole('link', { name: 'Please accept the declaration.' })).toBeInTheDocument();
  });

  it('clears an error when its field is edited', async () => {
    const user = userEvent.setup();
    await renderForm(<QuestionsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
    await answerAll(user, 'No');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const declaration = () => screen.getByRole('checkbox', { name: /I hereby declare/ });
    expect(declaration()).toHaveAccessibleDescription(/Please accept the declaration\./);
    await user.click(declaration());
    expect(declaration()).not.toHaveAccessibleDescription(/Please accept the declaration\./);
  });

  it('sends the answers, the details of the Yes only, and the declaration; then goes on', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const api = stubAnyCall(() => ({ status: 200, body: { status: 200, message: 'Questions saved', data: { uniqueId: 'IN1' } } }));
    try {
      await renderForm(<QuestionsForm id="IN1" record={storedApplication()} onSaved={onSaved} />);
      await answerAll(user, 'No');
      await user.click(within(question(5)).getByRole('radio', { name: 'Yes' }));
      await user.type(screen.getByRole('textbox', { name: /Please give details/ }), 'Asylum in X, 2010');
      await user.click(screen.getByRole('checkbox', { name: /I hereby declare/ }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onSaved).toHaveBeenCalledWith('IN1');
      expect(api.calls[0].url.pathname + api.calls[0].url.search).toBe('/api/visaapplication/applicationSubmitStep7?applicationId=IN1');
      expect(api.calls[0].body).toEqual({
        arrested: 'No',
        deported: 'No',
        trafficking: 'No',
        cyberCrime: 'No',
        terrorismSupport: 'No',
        asylum: 'Yes',
        givenDetailasylum: 'Asylum in X, 2010',
        declaration: true,
      });
    } finally {
      api.restore();
    }
  });

  it("shows 'Error submitting application' in the page and as a toast when the save fails, and keeps the answers", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const api = stubAnyCall(() => ({ status: 500, body: { status: 500, message: 'x', err: 'x', errors: {} } }));
    try {
      await renderForm(<QuestionsForm id="IN1" record={storedApplication()} onSaved={onSaved} />);
      await answerAll(user, 'No');
      await user.click(screen.getByRole('checkbox', { name: /I hereby declare/ }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes('Error submitting application'));
      expect(alerts).toHaveLength(2); // the message in the page and the toast
      expect(onSaved).not.toHaveBeenCalled();
      expect(within(question(0)).getByRole('radio', { name: 'No' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /I hereby declare/ })).toBeChecked();
    } finally {
      api.restore();
    }
  });

  it('shows the answers stored before, but asks for the declaration again', async () => {
    await renderForm(
      <QuestionsForm
        id="IN1"
        record={storedApplication({ arrested: 'Yes', givenDetailarrested: 'Fined in 2001', deported: 'No', declaration: true })}
        onSaved={jest.fn()}
      />,
    );
    expect(within(question(0)).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Please give details/ })).toHaveValue('Fined in 2001');
    expect(screen.getByRole('checkbox', { name: /I hereby declare/ })).not.toBeChecked();
  });
});
