import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import { STAFF_MESSAGES, type MessageTemplate } from '@evisa/contracts';
import { ADMIN as admin } from '@evisa/contracts/testing';
import { renderDeskScreen } from '../testing/render-desk-screen';
import Templates from './templates';

jest.setTimeout(20_000);

const photo: MessageTemplate = {
  id: 't1',
  kind: 'correction',
  title: 'Photo not clear',
  texts: { en: 'Please upload a sharper photo.', fr: 'Veuillez envoyer une photo plus nette.' },
  state: 'active',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: { id: admin.id, name: admin.name },
};

async function renderTemplates(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-t' }), 'GET /staff/templates': ok([photo]), ...answers });
  await renderDeskScreen(<Templates />, { path: '/agency/templates', route: '/agency/templates' });
  return api;
}

describe('the templates page', () => {
  it('lists the templates with their kind, languages and state', async () => {
    await renderTemplates();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Photo not clear');
    expect(row).toHaveTextContent('Correction message');
    expect(row).toHaveTextContent('English, French');
    expect(row).toHaveTextContent('In use');
    expect(row).toHaveTextContent('Asha Admin');
  });

  it('adds a template: a title and the English text are required, every other language optional', async () => {
    const api = await renderTemplates({
      'POST /staff/templates': (call) => ok({ ...photo, id: 't2', kind: 'refusal', ...(call.body as object) }),
    });
    const form = await screen.findByRole('form', { name: 'Add a template' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add the template' }));
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(expect.stringContaining('Give the template a title of 1 to 100 characters.'));
    expect(within(form).getByRole('textbox', { name: /^Text in English/ })).toHaveAccessibleDescription(expect.stringContaining(STAFF_MESSAGES.templateEnglishRequired));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Kind/ }), 'refusal');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Passport expires too soon');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Text in English/ }), 'Your passport must be valid for six months.');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Text in German/ }), 'Ihr Pass muss sechs Monate gültig sein.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the template' }));
    expect(await screen.findByText('The template “Passport expires too soon” was added.')).toBeVisible();
    expect(api.last('POST', '/staff/templates')?.body).toEqual({
      kind: 'refusal',
      title: 'Passport expires too soon',
      texts: { en: 'Your passport must be valid for six months.', de: 'Ihr Pass muss sechs Monate gültig sein.' },
    });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('edits a template with its texts filled in, and says why the API refused', async () => {
    const api = await renderTemplates({ [`PUT /staff/templates/${photo.id}`]: failed(409, STAFF_MESSAGES.templateRetired) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Photo not clear”' }));
    const form = screen.getByRole('form', { name: 'Edit “Photo not clear”' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /^Text in French/ })).toHaveValue('Veuillez envoyer une photo plus nette.');
    await userEvent.clear(within(form).getByRole('textbox', { name: /^Text in French/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.templateRetired);
    expect(api.last('PUT', `/staff/templates/${photo.id}`)?.body).toEqual({ title: 'Photo not clear', texts: { en: 'Please upload a sharper photo.', fr: '' } });
  });

  it('retires a template only once confirmed', async () => {
    const api = await renderTemplates({ [`POST /staff/templates/${photo.id}/retire`]: ok({ ...photo, state: 'retired' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Retire “Photo not clear”' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire the template “Photo not clear”?' });
    expect(api.calls.some((call) => call.path.endsWith('/retire'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire the template' }));
    expect(await screen.findByText('The template “Photo not clear” was retired.')).toBeVisible();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Retired');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
