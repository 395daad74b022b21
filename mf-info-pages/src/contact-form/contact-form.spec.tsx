import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createI18n, TranslationProvider, type LanguageCode } from '@evisa/i18n';
import { MESSAGES } from '@evisa/contracts';
import { INFO_NAMESPACE, ScreenTexts } from '../i18n';
import { CONTACT_FORM_TEXTS, ContactForm } from './contact-form';

// The form as a screen shows it: its own texts, then the side column's.
const TEXTS = [CONTACT_FORM_TEXTS];

async function renderForm(variant: 'full' | 'compact' = 'full', language: LanguageCode = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces([...TEXTS, INFO_NAMESPACE, 'validation']);
  jest.useFakeTimers();
  render(
    <TranslationProvider i18n={i18n}>
      <Suspense fallback={null}>
        <ScreenTexts namespaces={TEXTS}>
          <ContactForm variant={variant} />
        </ScreenTexts>
      </Suspense>
    </TranslationProvider>,
  );
  // Fake timers: the form waits out the server's minimum of a few seconds before it sends (jest's clock, not a real wait).
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

// jsdom has no fetch: each test puts a stub in its place, under the real api-client.
function stubFetch(implementation: (url: string, init?: RequestInit) => Promise<unknown>) {
  const stub = jest.fn(implementation);
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

const FORM_TOKEN = 'issued-by-the-api';
const isTokenRequest = (url: string) => url.endsWith('/contact/form-token');
const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
const tokenAnswer = () => json(200, { status: 200, message: 'Form token', data: { formToken: FORM_TOKEN, waitMs: 3000 } });

/** The API: a form token on request, and `answers` to the messages posted, one after another (the last repeats). */
function answer(...answers: [status: number, body: unknown][]) {
  let posted = 0;
  return stubFetch(async (url) => {
    if (isTokenRequest(url)) return tokenAnswer();
    const [status, body] = answers[Math.min(posted++, answers.length - 1)];
    return json(status, body);
  });
}

/** The bodies the form posted to /contact. */
const postedBodies = (stub: jest.Mock) =>
  stub.mock.calls.filter(([url]) => !isTokenRequest(String(url))).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const SENT = { status: 200, message: 'Message received', data: { received: true, reference: 'CT0123456789' } };
const refusedBy = (field: string, key: string) => ({ status: 400, message: MESSAGES.correctHighlightedErrors, err: '', errors: { [field]: MESSAGES[key as keyof typeof MESSAGES] }, errorKeys: { [field]: key } });
/** Long enough for the form's own wait (a few seconds), in jest's clock. */
const SENDING = { timeout: 15_000 };

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

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('lists what is missing, with the spec wording, and sends nothing', async () => {
    const fetch = stubFetch(async () => {
      throw new Error('not expected');
    });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(
      ['Your name', 'Your e-mail address', 'Your phone number', 'Your message'].map((label) => `${label}: ${MESSAGES.required}`),
    );
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /application number/i })).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('downloads the messages when they may be needed (the visitor types, at the latest on a submit), not with the form', async () => {
    stubFetch(async () => {
      throw new Error('not expected');
    });
    const i18n = await createI18n('en');
    await i18n.loadNamespaces([...TEXTS, INFO_NAMESPACE]);
    const loads = jest.spyOn(i18n, 'loadNamespaces');
    jest.useFakeTimers();
    render(
      <TranslationProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ScreenTexts namespaces={TEXTS}>
            <ContactForm variant="compact" />
          </ScreenTexts>
        </Suspense>
      </TranslationProvider>,
    );
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const send = await screen.findByRole('button', { name: 'Send message' });
    expect(loads).not.toHaveBeenCalled();
    await user.click(send);
    expect(loads).toHaveBeenCalledWith('validation');
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')[0]).toHaveTextContent(`Your name: ${MESSAGES.required}`);
    expect(i18n.hasLoadedNamespace('validation')).toBe(true);
  });

  it('clears a field’s error as soon as it is edited', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'A');
    expect(screen.getByRole('textbox', { name: /your name/i })).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message with the form token the API issued when the visitor started writing, then confirms', async () => {
    const fetch = answer([200, SENT]);
    const user = await renderForm();
    await fillValid(user);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/contact/form-token']);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status', {}, SENDING)).toHaveTextContent('We have sent a confirmation to anna@example.se and will answer you soon.');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/contact/form-token', '/api/contact']);
    const [body] = postedBodies(fetch);
    expect(body).toEqual({ name: 'Anna Svensson', email: 'anna@example.se', phone: '+46 8 123 456 78', message: 'When will my e-Visa arrive?', applicationId: '', website: '', language: 'en', formToken: FORM_TOKEN });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('');
  });

  it('shows the server’s field errors from their keys', async () => {
    answer([400, refusedBy('phone', 'invalidPhone')]);
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('link', { name: `Your phone number: ${MESSAGES.invalidPhone}` }, SENDING)).toBeInTheDocument();
  });

  it('sends a fast visitor’s message anyway: refused as too soon or with an expired token, it waits or takes a new token and sends again', async () => {
    const fetch = answer([400, refusedBy('formToken', 'contactTooSoon')], [400, refusedBy('formToken', 'contactFormExpired')], [200, SENT]);
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status', {}, SENDING)).toHaveTextContent('anna@example.se');
    expect(postedBodies(fetch)).toHaveLength(3);
    expect(fetch.mock.calls.filter(([url]) => isTokenRequest(String(url)))).toHaveLength(2);
  });

  it('tells the visitor a message the server keeps refusing was not sent, and keeps it for another try', async () => {
    answer([400, refusedBy('formToken', 'contactTooSoon')]);
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(MESSAGES.contactTooSoon, {}, SENDING)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /your message/i })).toHaveValue('When will my e-Visa arrive?');
  });

  it('says so when the honeypot was filled (an autofill can do it) and clears it, so Send again succeeds', async () => {
    const fetch = answer([400, refusedBy('website', 'contactNotSent')], [200, SENT]);
    const user = await renderForm();
    await fillValid(user);
    const trap = screen.getByLabelText('Leave this field empty');
    await user.click(trap);
    await user.paste('autofilled');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(MESSAGES.contactNotSent, {}, SENDING)).toBeInTheDocument();
    expect(trap).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status', {}, SENDING)).toHaveTextContent('anna@example.se');
    expect(postedBodies(fetch).map((body) => body.website)).toEqual(['autofilled', '']);
  });

  it('keeps what was typed and says the connection failed when the service cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(MESSAGES.connectionLost, {}, SENDING)).toBeInTheDocument();
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
    expect(await screen.findByRole('link', { name: 'Votre adresse e-mail : Veuillez saisir une adresse e-mail valide' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Votre .* : Ce champ est obligatoire$/ })).toHaveLength(3);
  });

  it('has a compact variant for the home page with the same fields', async () => {
    await renderForm('compact');
    expect(screen.getByRole('heading', { level: 2, name: 'Have a question?' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Have a question?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /your message/i })).toHaveAttribute('rows', '3');
  });
});
