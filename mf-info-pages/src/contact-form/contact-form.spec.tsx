import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createI18n, I18nextProvider, type LanguageCode } from '@evisa/i18n';
import { MESSAGES } from '@evisa/contracts';
import { ScreenTexts, screenTexts } from '../i18n';
import { ContactForm } from './contact-form';

// The form as the contact page shows it, with that screen's texts.
const TEXTS = screenTexts('contact', (language) => import(`../../locales/${language}/info.json?screen=contact`));

async function renderForm(variant: 'full' | 'compact' = 'full', language: LanguageCode = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces([TEXTS, 'validation']);
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <ScreenTexts namespace={TEXTS}>
          <ContactForm variant={variant} />
        </ScreenTexts>
      </Suspense>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

// jsdom has no fetch: each test puts a stub in its place, under the real api-client.
function stubFetch(implementation: () => Promise<unknown>) {
  const stub = jest.fn(implementation);
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

function answer(status: number, body: unknown) {
  return stubFetch(async () => ({ ok: status < 300, status, json: async () => body }));
}

/** Pastes rather than types: keystroke by keystroke is slow and adds nothing to what these tests check. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, /your name/i, 'Anna Svensson');
  await fill(user, /your e-mail address/i, 'anna@example.se');
  await fill(user, /your phone number/i, '+46 8 123 456 78');
  await fill(user, /your message/i, 'When will my e-Visa arrive?');
}

afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('lists what is missing, with the spec wording, and sends nothing', async () => {
    const fetch = stubFetch(async () => {
      throw new Error('not expected');
    });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(Array(4).fill(MESSAGES.required));
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /application number/i })).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as it is edited', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'A');
    expect(screen.getByRole('textbox', { name: /your name/i })).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message with the times the form was shown and sent, and the language, then confirms', async () => {
    const fetch = answer(200, { status: 200, message: 'Message received', data: { received: true } });
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a confirmation to anna@example.se and will answer you soon.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ name: 'Anna Svensson', email: 'anna@example.se', phone: '+46 8 123 456 78', message: 'When will my e-Visa arrive?', website: '', language: 'en' });
    expect(body.sentAt).toBeGreaterThanOrEqual(body.renderedAt);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('');
  });

  it('shows the server’s field errors from their keys', async () => {
    answer(400, { status: 400, message: 'Validation failed', err: 'Validation failed', errors: { phone: MESSAGES.invalidPhone }, errorKeys: { phone: 'invalidPhone' } });
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('link', { name: MESSAGES.invalidPhone })).toBeInTheDocument();
  });

  it('keeps what was typed and says the connection failed when the service cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(MESSAGES.connectionLost)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /your message/i })).toHaveValue('When will my e-Visa arrive?');
  });

  it('hides the honeypot from people: not in the tab order nor in the accessibility tree', async () => {
    await renderForm();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('speaks the visitor’s language, messages included', async () => {
    const user = await renderForm('full', 'fr');
    expect(screen.getByRole('heading', { name: 'Envoyez-nous un message' })).toBeInTheDocument();
    await fill(user, /votre adresse e-mail/i, 'anna@');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('link', { name: 'Veuillez saisir une adresse e-mail valide' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ce champ est obligatoire' })).toHaveLength(3);
  });

  it('has a compact variant for the home page with the same fields', async () => {
    await renderForm('compact');
    expect(screen.getByRole('heading', { level: 2, name: 'Have a question?' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Have a question?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /your message/i })).toHaveAttribute('rows', '3');
  });
});
