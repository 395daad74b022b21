import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerSections, checklistFor, staffMessage, type ApplicationReview, type CorrectionRound } from '@evisa/contracts';
import { ADMIN as admin, queueItemOf, REVIEWER as reviewer } from '@evisa/contracts/testing';
import { renderDeskScreen } from '../testing/render-desk-screen';
import { completeApplication as completeRecord, STORED_ID as ID } from '@evisa/contracts/testing';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import DeskApplicationScreen from './application';

// Long forms typed by userEvent: slower than the default 5 s on a busy CI machine.
jest.setTimeout(20_000);

const ravi = { id: 'r1', name: 'Ravi Reviewer' };

function reviewOf(over: Partial<ApplicationReview['item']> = {}, rest: Partial<ApplicationReview> = {}): ApplicationReview {
  const record = completeRecord();
  return {
    item: queueItemOf({ state: 'in_review', claimedBy: ravi, ...over }),
    stateChangedAt: '2026-11-21T09:00:00.000Z',
    language: 'fr',
    email: 'jane@example.com',
    sections: answerSections(record),
    files: [
      { kind: 'mainImg', name: 'photo.jpg', contentType: 'image/jpeg', size: 40_000, url: `/staff/applications/${ID}/files/mainImg`, downloadUrl: `/staff/applications/${ID}/files/mainImg?download=1` },
      { kind: 'passportCopy', name: 'passport.png', contentType: 'image/png', size: 90_000, url: `/staff/applications/${ID}/files/passportCopy`, downloadUrl: `/staff/applications/${ID}/files/passportCopy?download=1` },
    ],
    checklist: checklistFor('tourist').map((key) => ({ key, done: false, by: null, at: null })),
    notes: [],
    submission: null,
    result: null,
    corrections: [],
    order: null,
    ...rest,
  };
}

async function renderReview(review: ApplicationReview, answers: Parameters<typeof stubApi>[0] = {}, staff = reviewer) {
  const api = stubApi({
    'GET /staff/auth/session': ok({ staff, csrfToken: 'csrf-r' }),
    [`GET /staff/applications/${ID}`]: ok(review),
    [`GET /staff/applications/${ID}/history`]: ok([]),
    [`GET /staff/applications/${ID}/templates`]: ok([]),
    ...answers,
  });
  await renderDeskScreen(<DeskApplicationScreen />, { path: `/agency/applications/${ID}`, route: '/agency/applications/:id' });
  await screen.findByRole('heading', { level: 2, name: 'Checklist' });
  return api;
}

describe('the desk application view', () => {
  it('shows the answers grouped as on Preview, the files to view and download, the checklist and the deadline', async () => {
    await renderReview(reviewOf());
    expect(await screen.findByRole('region', { name: 'Applicant Details' })).toBeVisible();
    const files = screen.getByRole('region', { name: 'Photo and documents' });
    expect(files).toHaveTextContent('Passport copy (bio page)');
    expect(within(files).getByRole('link', { name: 'Review the photo and documents' })).toHaveAttribute('href', `/agency/applications/${ID}/documents`);
    const checklist = screen.getByRole('region', { name: 'Checklist' });
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(5);
    // The photo and passport copy beside the answers, and the submission pack made to the portal's limits.
    const compare = screen.getByRole('complementary', { name: 'To compare with the answers' });
    expect(within(compare).getByRole('img', { name: 'Photograph of the applicant' })).toHaveAttribute('src', expect.stringContaining(`/staff/applications/${ID}/files/mainImg`));
    expect(within(compare).getByRole('img', { name: /^Passport copy.* of the applicant$/ })).toBeVisible();
    expect(within(compare).getByRole('link', { name: /^Photo \(square JPEG/ })).toHaveAttribute('href', expect.stringContaining(`/staff/applications/${ID}/submission-pack/photo`));
    expect(within(compare).getByRole('link', { name: /^Passport page \(PDF/ })).toHaveAttribute('href', expect.stringContaining(`/staff/applications/${ID}/submission-pack/passport`));
    // In the staff member's zone (the test machine's: UTC), with UTC on hover and the moment for machines.
    const deadline = screen.getByText('Nov 27, 2026, 9:00 AM UTC');
    expect(deadline.tagName).toBe('TIME');
    expect(deadline).toHaveAttribute('title', 'Nov 27, 2026, 9:00 AM UTC');
    expect(deadline).toHaveAttribute('datetime', '2026-11-27T09:00:00.000Z');
  });

  it('keeps a note being typed through the session ending and signing in again, and forgets it once saved', async () => {
    const noted = { ...reviewOf(), notes: [{ id: 'n1', text: 'Photo checked.', author: ravi, at: '2026-11-21T10:05:00.000Z' }] };
    await renderReview(reviewOf());
    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Photo checked.');
    // The session ends: the sign-in takes the page's place; signed in again, the page comes back with the text.
    document.body.innerHTML = '';
    await renderReview(reviewOf(), { [`POST /staff/applications/${ID}/notes`]: ok(noted) });
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('Photo checked.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Photo checked.', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('evisa-desk-draft:'))).toEqual([]);
  });

  it('ticks the checklist, adds a note and records the submission with the reference', async () => {
    const ticked = reviewOf({}, { checklist: checklistFor('tourist').map((key) => ({ key, done: key === 'photo', by: key === 'photo' ? ravi : null, at: key === 'photo' ? '2026-11-21T10:00:00.000Z' : null })) });
    const noted = { ...ticked, notes: [{ id: 'n1', text: 'Photo checked.', author: ravi, at: '2026-11-21T10:05:00.000Z' }] };
    const api = await renderReview(reviewOf(), {
      [`PUT /staff/applications/${ID}/checklist/photo`]: ok(ticked),
      [`POST /staff/applications/${ID}/notes`]: ok(noted),
      [`POST /staff/applications/${ID}/submit`]: ok({ ...noted, item: { ...noted.item, state: 'submitted' }, submission: { governmentReference: 'GOV-12345', at: '2026-11-21T11:00:00.000Z', by: ravi } }),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /The photo meets the rules/ }));
    expect(await screen.findByText('Ticked by Ravi Reviewer on Nov 21, 2026, 10:00 AM UTC')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'New note' }), 'Photo checked.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Photo checked.')).toBeVisible();

    const submit = screen.getByRole('form', { name: 'Submitted to the government' });
    await userEvent.click(within(submit).getByRole('button', { name: 'Record submission' }));
    expect(within(submit).getByRole('textbox', { name: /Government reference/ })).toHaveAccessibleDescription(expect.stringContaining('4 to 40 letters'));
    await userEvent.type(within(submit).getByRole('textbox', { name: /Government reference/ }), 'GOV-12345');
    await userEvent.click(within(submit).getByRole('button', { name: 'Record submission' }));
    expect(await screen.findByText('The submission to the government is recorded.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Granted' })).toBeVisible();
    expect(screen.getByText(/GOV-12345, recorded by Ravi Reviewer/)).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.body)).toEqual([{ done: true }, { text: 'Photo checked.' }, { governmentReference: 'GOV-12345' }]);
  });

  it('says why the API refused, in its words', async () => {
    await renderReview(reviewOf(), { [`POST /staff/applications/${ID}/submit`]: failed(409, staffMessage('checklistIncomplete')) });
    const submit = screen.getByRole('form', { name: 'Submitted to the government' });
    await userEvent.type(within(submit).getByRole('textbox', { name: /Government reference/ }), 'GOV-12345');
    await userEvent.click(within(submit).getByRole('button', { name: 'Record submission' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tick every item of the checklist before you submit the application.');
  });

  it('asks for corrections: only correctable answers are offered, never the priced ones', async () => {
    const api = await renderReview(reviewOf(), {
      [`POST /staff/applications/${ID}/corrections`]: ok({ round: 1 }),
    });
    const form = screen.getByRole('form', { name: 'Ask the applicant for corrections' });
    expect(within(form).queryByRole('checkbox', { name: /Visa Service/i })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(within(form).getByText('Choose at least one answer or document that needs fixing.')).toBeVisible();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Photograph' }));
    await userEvent.click(within(form).getAllByRole('checkbox', { name: /Surname/ })[0]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Message to the applicant/ }), 'The photo is blurred; please check your surname.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('The applicant has been asked for the corrections by e-mail.')).toBeVisible();
    const sent = api.calls.find((call) => call.path.endsWith('/corrections') && call.method === 'POST');
    expect(sent?.body).toEqual({ fields: ['surname'], documents: ['mainImg'], message: 'The photo is blurred; please check your surname.' });
  });

  it('fills a correction template in the applicant’s language, says when it fell back to English, and leaves it editable', async () => {
    const filled = (id: string, title: string, language: string, text: string) => ({ id, kind: 'correction', title, wanted: 'fr', language, fallback: language !== 'fr', text });
    const api = await renderReview(reviewOf(), {
      [`GET /staff/applications/${ID}/templates`]: ok([filled('t1', 'Photo not clear', 'fr', 'Veuillez envoyer une photo plus nette.'), filled('t2', 'Surname', 'en', 'Please check your surname.')]),
      [`POST /staff/applications/${ID}/corrections`]: ok({ round: 1 }),
    });
    const form = screen.getByRole('form', { name: 'Ask the applicant for corrections' });
    const picker = await within(form).findByRole('combobox', { name: /Use a template/ });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('French'));
    expect(api.last('GET', `/staff/applications/${ID}/templates`)?.query.get('kind')).toBe('correction');
    const message = within(form).getByRole('textbox', { name: /Message to the applicant/ });

    await userEvent.selectOptions(picker, 'Photo not clear');
    await userEvent.click(within(form).getByRole('button', { name: 'Fill in' }));
    expect(message).toHaveValue('Veuillez envoyer une photo plus nette.');
    expect(within(form).getByText(/The template’s French text was filled in/)).toBeVisible();

    await userEvent.selectOptions(picker, 'Surname');
    await userEvent.click(within(form).getByRole('button', { name: 'Fill in' }));
    expect(message).toHaveValue('Please check your surname.');
    expect(within(form).getByText('This template has no French text, so its English text was filled in. Translate or adapt it before you send it.')).toBeVisible();

    await userEvent.type(message, ' Merci.');
    await userEvent.click(within(form).getAllByRole('checkbox', { name: /Surname/ })[0]);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('The applicant has been asked for the corrections by e-mail.')).toBeVisible();
    expect(api.last('POST', `/staff/applications/${ID}/corrections`)?.body).toMatchObject({ message: 'Please check your surname. Merci.' });
  });

  it('offers refusal templates in the refusal form', async () => {
    const submitted = reviewOf({ state: 'submitted' }, { submission: { governmentReference: 'GOV-12345', at: '2026-11-21T11:00:00.000Z', by: ravi } });
    const api = await renderReview(submitted, {
      [`GET /staff/applications/${ID}/templates`]: ok([{ id: 't3', kind: 'refusal', title: 'Passport expires too soon', wanted: 'fr', language: 'fr', fallback: false, text: 'Votre passeport doit être valable six mois.' }]),
    });
    const refuse = screen.getByRole('form', { name: 'Refused' });
    await userEvent.selectOptions(await within(refuse).findByRole('combobox', { name: /Use a template/ }), 'Passport expires too soon');
    await userEvent.click(within(refuse).getByRole('button', { name: 'Fill in' }));
    expect(within(refuse).getByRole('textbox', { name: /Reason/ })).toHaveValue('Votre passeport doit être valable six mois.');
    expect(api.calls.filter((call) => call.path.endsWith('/templates')).map((call) => call.query.get('kind'))).toEqual(['refusal']);
    // The filled reason is a draft of this application's refusal (kept for the session): not for the next test.
    sessionStorage.clear();
  });

  it('marks what the applicant changed after a correction round', async () => {
    const round: CorrectionRound = { round: 1, requestedAt: '2026-11-21T09:00:00.000Z', requestedBy: ravi, fields: ['surname'], documents: ['mainImg'], message: 'Fix it', linkExpiresAt: '2026-11-28T09:00:00.000Z', resubmittedAt: '2026-11-22T09:00:00.000Z', changed: { fields: ['surname'], documents: ['mainImg'] }, values: {}, withdrawnAt: null, resent: 0 };
    await renderReview(reviewOf({ state: 'received', claimedBy: null }, { corrections: [round] }));
    expect(await screen.findByText(/Round 1: asked by Ravi Reviewer/)).toBeVisible();
    expect(screen.getAllByText('Changed').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Claim' })).toBeVisible();
  });

  it('shows each changed answer before and after under its label, and lets the reviewer who asked withdraw an open request', async () => {
    const returned: CorrectionRound = {
      round: 1,
      requestedAt: '2026-11-21T09:00:00.000Z',
      requestedBy: ravi,
      fields: ['saarcCountries', 'saarcDetails'],
      documents: ['passportCopy'],
      message: 'Add your SAARC visits',
      linkExpiresAt: '2026-11-28T09:00:00.000Z',
      resubmittedAt: '2026-11-22T09:00:00.000Z',
      changed: { fields: ['saarcCountries'], documents: ['passportCopy'] },
      values: { saarcCountries: { before: 'no', after: 'yes' }, passportCopy: { before: 'a.png', after: 'b.png' } },
      withdrawnAt: null,
      resent: 0,
    };
    const waiting: CorrectionRound = { ...returned, round: 2, message: 'Please check the city', fields: ['cityOfBirth'], documents: [], resubmittedAt: null, changed: null, values: {} };
    const api = await renderReview(reviewOf({ state: 'changes_requested', claimedBy: ravi, deadlinePaused: true }, { corrections: [returned, waiting] }), {
      [`POST /staff/applications/${ID}/corrections/withdraw`]: ok({ ...waiting, withdrawnAt: '2026-11-23T09:00:00.000Z' }),
    });
    expect(screen.getByText('Clock paused: waiting for the applicant')).toBeVisible();
    const changes = screen.getByRole('table', { name: 'What changed in round 1' });
    const saarc = within(changes).getByRole('row', { name: /visited SAARC countries/ });
    expect(within(saarc).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['no', 'yes']);
    expect(within(changes).getByRole('row', { name: /Passport copy/ })).toHaveTextContent('Uploaded again');
    // The items asked for by their labels, never their field names.
    expect(screen.queryByText(/saarcCountries|cityOfBirth/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByText(/The request is withdrawn/)).toBeVisible();
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/corrections/withdraw'))).toBe(true);
  });

  it('records granted with the PDF as multipart', async () => {
    const submitted = reviewOf({ state: 'submitted' }, { submission: { governmentReference: 'GOV-12345', at: '2026-11-21T11:00:00.000Z', by: ravi } });
    const api = await renderReview(submitted, { [`POST /staff/applications/${ID}/grant`]: ok({ ...submitted, item: { ...submitted.item, state: 'granted' } }) });
    const grant = screen.getByRole('form', { name: 'Granted' });
    await userEvent.click(within(grant).getByRole('button', { name: 'Record granted and send the e-Visa' }));
    expect(within(grant).getByText('Please attach the e-Visa as a PDF file.')).toBeVisible();
    await userEvent.upload(within(grant).getByLabelText(/e-Visa \(PDF\)/), new File(['%PDF-1.7'], 'evisa.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(grant).getByRole('button', { name: 'Record granted and send the e-Visa' }));
    // Asked first, naming the applicant, the file and what follows; Cancel sends nothing.
    const asked = screen.getByRole('dialog', { name: `Grant application ${ID}?` });
    expect(asked).toHaveTextContent(`JANE SMITH (${ID}) will be e-mailed the e-Visa evisa.pdf at once, and the case will close as granted. This cannot be undone.`);
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/grant'))).toBe(false);
    await userEvent.click(within(grant).getByRole('button', { name: 'Record granted and send the e-Visa' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Grant and send the e-Visa' }));
    expect(await screen.findByText('Granted: the e-Visa is on its way to the applicant.')).toBeVisible();
    const body = api.calls.find((call) => call.path.endsWith('/grant'))?.body as FormData;
    expect((body.get('eVisa') as File).name).toBe('evisa.pdf');
  });

  it('records a refusal only once confirmed, the dialog quoting the reason the applicant will read', async () => {
    const submitted = reviewOf({ state: 'submitted' }, { submission: { governmentReference: 'GOV-12345', at: '2026-11-21T11:00:00.000Z', by: ravi } });
    const api = await renderReview(submitted, { [`POST /staff/applications/${ID}/refuse`]: ok({ ...submitted, item: { ...submitted.item, state: 'refused' } }) });
    const refuse = screen.getByRole('form', { name: 'Refused' });
    await userEvent.type(within(refuse).getByRole('textbox', { name: /Reason/ }), 'Passport expires too soon');
    await userEvent.click(within(refuse).getByRole('button', { name: 'Record refusal' }));
    const asked = screen.getByRole('dialog', { name: `Refuse application ${ID}?` });
    expect(asked).toHaveTextContent(`JANE SMITH (${ID}) will be e-mailed that the e-Visa was refused, with this reason: “Passport expires too soon”.`);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(refuse).getByRole('button', { name: 'Record refusal' })).toHaveFocus();
    expect(api.calls.some((call) => call.path.endsWith('/refuse'))).toBe(false);
    await userEvent.click(within(refuse).getByRole('button', { name: 'Record refusal' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Record the refusal' }));
    expect(await screen.findByText('The refusal is recorded and the applicant is told.')).toBeVisible();
    expect(api.calls.filter((call) => call.path.endsWith('/refuse')).map((call) => call.body)).toEqual([{ reason: 'Passport expires too soon' }]);
  });

  it('shows admins the payment with a refund form, and the history in words with the addresses', async () => {
    const api = await renderReview(reviewOf({ state: 'received', claimedBy: null }), {
      [`GET /staff/applications/${ID}/refunds`]: ok({ captured: '80.00', refunded: '0.00', remaining: '80.00', currency: 'USD', refunds: [] }),
      [`GET /staff/applications/${ID}/history`]: ok([
        { at: '2026-11-20T08:00:00.000Z', kind: 'payment.captured', actor: { kind: 'applicant' }, facts: { amount: '80.00', currency: 'USD', method: 'card' } },
        { at: '2026-11-20T08:00:05.000Z', kind: 'email.delivered', actor: { kind: 'site' }, facts: { subject: 'Payment received', email: 'jane@example.com' } },
        { at: '2026-11-21T09:00:00.000Z', kind: 'review.claimed', actor: { kind: 'staff', name: 'Ravi Reviewer' }, facts: { from: 'received', to: 'in_review' }, address: '127.0.0.1' },
        { at: '2026-11-21T09:05:00.000Z', kind: 'review.changesRequested', actor: { kind: 'staff', name: 'Ravi Reviewer' }, facts: { from: 'in_review', to: 'changes_requested', round: 1, fields: ['surname'], documents: ['passportCopy'] }, address: '127.0.0.1' },
        { at: '2026-11-22T10:00:00.000Z', kind: 'review.resubmitted', actor: { kind: 'applicant' }, facts: { round: 1, fields: ['surname'], documents: [] }, address: '10.0.0.9' },
      ]),
      [`POST /staff/applications/${ID}/refunds`]: ({ body }) => ok({ id: 'f1', amount: (body as { amount: string }).amount, currency: 'USD' }),
    }, admin);
    expect(await screen.findAllByText('80.00 USD')).toHaveLength(2);
    const history = await screen.findByRole('region', { name: 'History, oldest first' });
    const rows = within(history).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nov 20, 2026, 8:00 AM UTC', 'The applicant', 'Paid 80.00 USD by card.', ''],
      ['Nov 20, 2026, 8:00 AM UTC', 'The site', 'E-mail “Payment received” delivered to jane@example.com.', ''],
      ['Nov 21, 2026, 9:00 AM UTC', 'Ravi Reviewer', 'Claimed the application.State: Received → In review.', '127.0.0.1'],
      ['Nov 21, 2026, 9:05 AM UTC', 'Ravi Reviewer', 'Asked for corrections (round 1): Surname, Passport copy (bio page).State: In review → Changes requested.', '127.0.0.1'],
      ['Nov 22, 2026, 10:00 AM UTC', 'The applicant', 'Sent the corrections back (round 1); changed: Surname.', '10.0.0.9'],
    ]);
    const refund = screen.getByRole('form', { name: 'Refund' });
    await userEvent.type(within(refund).getByRole('textbox', { name: 'Amount (USD)' }), '20.00');
    await userEvent.type(within(refund).getByRole('textbox', { name: 'Reason' }), 'Urgent service not delivered in time');
    await userEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    const asked = screen.getByRole('dialog', { name: 'Refund 20.00 USD to JANE SMITH?' });
    expect(asked).toHaveTextContent(`20.00 USD of the payment for application ${ID} will be refunded to JANE SMITH. A refund cannot be undone.`);
    await userEvent.click(within(asked).getByRole('button', { name: 'Refund 20.00 USD' }));
    expect(await screen.findByText('20.00 USD refunded; the applicant is told by e-mail.')).toBeVisible();
    const sent = api.calls.find((call) => call.path.endsWith('/refunds') && call.method === 'POST')?.body as { requestId: string };
    expect(sent).toMatchObject({ amount: '20.00', reason: 'Urgent service not delivered in time' });
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('words and offers refunds by the refund rules: the whole fee before submission, nothing from submission on', async () => {
    const money = { captured: '80.00', refunded: '0.00', currency: 'USD', refunds: [] };
    const waiting = await renderReview(reviewOf({ state: 'in_review' }), { [`GET /staff/applications/${ID}/refunds`]: ok({ ...money, remaining: '80.00' }) }, admin);
    expect(await screen.findByText('Nothing has been sent to the government yet: the whole fee can be refunded.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Refund' })).toHaveTextContent('Leave empty to refund everything left (80.00).');
    expect(waiting.calls.some((call) => call.method === 'POST')).toBe(false);
    for (const [state, label] of [['submitted', 'Submitted to the government'], ['refused', 'Refused']] as const) {
      document.body.innerHTML = '';
      await renderReview(reviewOf({ state }), { [`GET /staff/applications/${ID}/refunds`]: ok({ ...money, remaining: '0.00' }) }, admin);
      expect(await screen.findByText(`Nothing can be refunded of an application that is ${label}.`)).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    }
  });

  it("shows the other applications of the same order with links, and refunds this traveller's fee alone", async () => {
    const order = {
      leadId: 'IN0LEADLEADLD1',
      members: [
        { uniqueId: 'IN0LEADLEADLD1', lead: true, givenName: 'Anna', surname: 'Smith', status: 'paid' as const, reviewState: 'received' as const },
        { uniqueId: ID, lead: false, givenName: 'JANE', surname: 'SMITH', status: 'paid' as const, reviewState: 'received' as const },
        { uniqueId: 'IN0CARACARACR3', lead: false, givenName: 'Cara', surname: 'Smith', status: 'paid' as const, reviewState: 'granted' as const },
      ],
    };
    const api = await renderReview(reviewOf({ state: 'received', claimedBy: null }, { order }), {
      [`GET /staff/applications/${ID}/refunds`]: ok({ captured: '169.00', refunded: '0.00', remaining: '169.00', currency: 'USD', refunds: [] }),
      [`POST /staff/applications/${ID}/refunds`]: () => ok({ id: 'f1', amount: '169.00', currency: 'USD' }),
    }, admin);
    const members = await screen.findByRole('region', { name: 'Travelling together: an order of 3 applications' });
    expect(within(members).getByText('The order\'s first traveller, who paid for everyone, is IN0LEADLEADLD1.')).toBeVisible();
    expect(within(members).getByRole('link', { name: 'Anna Smith, IN0LEADLEADLD1' })).toHaveAttribute('href', '/agency/applications/IN0LEADLEADLD1');
    expect(within(members).getByRole('link', { name: 'Cara Smith, IN0CARACARACR3' })).toHaveAttribute('href', '/agency/applications/IN0CARACARACR3');
    expect(within(members).getByText('(Granted)')).toBeVisible();
    expect(within(members).queryByRole('link', { name: new RegExp(ID) })).not.toBeInTheDocument();
    expect(within(members).getByText(/A refund on this page returns this traveller's fee only/)).toBeVisible();
    // The refund goes to this traveller's application only: its own share of what the order captured.
    expect(await screen.findAllByText('169.00 USD')).toHaveLength(2);
    const refund = screen.getByRole('form', { name: 'Refund' });
    await userEvent.type(within(refund).getByRole('textbox', { name: 'Reason' }), 'Trip cancelled for this traveller');
    await userEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    // No amount typed: the dialog says it is everything left, and how much that is.
    const asked = screen.getByRole('dialog', { name: 'Refund 169.00 USD to JANE SMITH?' });
    expect(asked).toHaveTextContent(`All that is left of the payment for application ${ID}, 169.00 USD, will be refunded to JANE SMITH.`);
    await userEvent.click(within(asked).getByRole('button', { name: 'Refund 169.00 USD' }));
    expect(await screen.findByText('169.00 USD refunded; the applicant is told by e-mail.')).toBeVisible();
    expect(api.calls.filter((call) => call.path.endsWith('/refunds') && call.method === 'POST').map((call) => call.path)).toEqual([`/staff/applications/${ID}/refunds`]);
  });
});
