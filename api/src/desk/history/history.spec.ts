// One history per case (moves, notes, checklist, correction rounds, the applicant's e-mails with
// their subject and delivery, the payment), in order, with people by name and "the applicant" for their own
// actions; and the account trail with sign-in failures for admins only.
import type { HistoryEvent } from '@evisa/contracts';
import { completeApplication, openDatabase, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { useDeskTestBed } from '../review/testing/desk-test-bed';
import type { StaffBrowser } from '../staff-auth/testing/staff-fixtures';

describe('case history and account trail (HTTP, real database)', () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  const historyOf = async (who: StaffBrowser, id: string) => (await who.get(`/staff/applications/${id}/history`)).body.data as HistoryEvent[];
  /** A step of the case that must succeed before its history is read. */
  const accepted = (answer: { status: number; text: string }) => {
    if (answer.status >= 300) throw new Error(`answered ${answer.status}: ${answer.text}`);
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 100 && !(await check()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('lists the payment, the mails, every move, note, tick and correction round in order, people by name', async () => {
    const { id, email, session } = await completeApplication(bed.app);
    expect((await payOnce(bed.app, session, id, 'approve')).captured.status).toBe(200);
    accepted(await bed.asha.send('POST', `/staff/queue/${id}/claim`));
    accepted(await bed.asha.send('POST', `/staff/applications/${id}/notes`, { text: 'Passport looks fine.' }));
    accepted(await bed.asha.send('PUT', `/staff/applications/${id}/checklist/passportCopy`, { done: true }));
    accepted(await bed.asha.send('POST', `/staff/applications/${id}/corrections`, { fields: ['surname'], documents: [], message: 'Check your surname' }));
    accepted(await session.patch(`/visaapplication/corrections?applicationId=${id}`, { answers: { surname: 'Smythe' } }));
    accepted(await session.post(`/visaapplication/corrections/resubmit?applicationId=${id}`, {}));
    accepted(await bed.admin.send('POST', `/staff/queue/${id}/assign`, { staffId: bed.ravi.staffId }));
    await waitFor(async () => (await historyOf(bed.admin, id)).filter((event) => event.kind === 'email.delivered').length >= 2);

    const events = await historyOf(bed.admin, id);
    const times = events.map((event) => event.at);
    expect(times).toEqual([...times].sort());
    expect(events.map((event) => event.kind).filter((kind) => !kind.startsWith('email.'))).toEqual([
      'payment.captured',
      'review.claimed',
      'review.noted',
      'review.checklist',
      'review.changesRequested',
      'review.resubmitted',
      'review.assigned',
    ]);
    const byKind = (kind: string) => events.find((event) => event.kind === kind)!;
    expect(byKind('payment.captured')).toMatchObject({ actor: { kind: 'applicant' }, facts: { currency: 'USD', amount: expect.stringMatching(/^\d+\.\d\d$/) } });
    expect(byKind('review.claimed')).toMatchObject({ actor: { kind: 'staff', name: 'Asha Rao' }, facts: { from: 'received', to: 'in_review' }, address: expect.any(String) });
    expect(byKind('review.noted')).toMatchObject({ facts: { text: 'Passport looks fine.' } });
    expect(byKind('review.checklist')).toMatchObject({ facts: { item: 'passportCopy', done: true } });
    expect(byKind('review.changesRequested')).toMatchObject({ actor: { name: 'Asha Rao' }, facts: { round: 1, fields: ['surname'], documents: [] } });
    expect(byKind('review.resubmitted')).toMatchObject({ actor: { kind: 'applicant' }, facts: { round: 1, fields: ['surname'], from: 'changes_requested', to: 'in_review' } });
    expect(byKind('review.assigned')).toMatchObject({ actor: { name: 'Anil Admin' }, facts: { person: 'Ravi Kumar' } });

    // The mails to the applicant: the payment's confirmation and the correction request, by subject, delivered.
    const mails = events.filter((event) => event.kind === 'email.delivered');
    const subjects = bed.sink.mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject);
    expect(mails.map((mail) => mail.facts.subject).sort()).toEqual([...subjects].sort());
    expect(mails.every((mail) => mail.actor.kind === 'site' && mail.facts.email === email)).toBe(true);
    const requestMail = mails.find((mail) => subjects.some((subject) => subject === mail.facts.subject && subject.includes(id)))!;
    expect(requestMail.at >= byKind('payment.captured').at).toBe(true);
    // No raw JSON and no "Command line": nothing but named facts.
    expect(events.some((event) => event.actor.kind === 'commandLine')).toBe(false);

    // Every member of staff reads it; only admins see where each action came from.
    const forReviewer = await historyOf(bed.ravi, id);
    expect(forReviewer).toHaveLength(events.length);
    expect(forReviewer.some((event) => 'address' in event)).toBe(false);
  });

  it('shows a mail the server could not deliver as failed, with the reason', async () => {
    const { id, session } = await completeApplication(bed.app);
    expect((await payOnce(bed.app, session, id, 'approve')).captured.status).toBe(200);
    const { db, close } = await openDatabase(bed.app);
    try {
      await db.collection('emails').insertOne({
        _id: `test-failed:${id}` as never,
        template: 'visa-granted',
        language: 'en',
        applicationId: id,
        to: 'nobody@example.invalid',
        subject: 'Undeliverable',
        text: 'x',
        html: 'x',
        status: 'queued',
        attempts: 3,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
        lastError: 'Mailbox unavailable',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    } finally {
      await close();
    }
    const failed = (await historyOf(bed.asha, id)).find((event) => event.kind === 'email.failed');
    expect(failed).toMatchObject({ actor: { kind: 'site' }, facts: { subject: 'Undeliverable', error: 'Mailbox unavailable' } });
  });

  it('gives admins the account actions and sign-in failures by name, and refuses reviewers', async () => {
    const before = new Date().toISOString();
    const added = await bed.admin.send('POST', '/staff/accounts', { email: `meera.${Date.now()}@agency.example`, name: 'Meera Nair', role: 'reviewer' });
    expect(added.status).toBe(201);
    const accountId = added.body.data.account.id as string;
    expect((await bed.admin.send('POST', `/staff/accounts/${accountId}/disable`)).status).toBe(200);
    const stranger = new ApiSession(bed.app.url);
    expect((await stranger.post('/staff/auth/sign-in', { email: 'asha-typo@agency.example', password: 'wrong password here', code: '000000' })).status).toBe(401);

    expect((await bed.asha.get('/staff/account-history')).status).toBe(403);
    const trail = ((await bed.admin.get('/staff/account-history')).body.data as HistoryEvent[]).filter((event) => event.at >= before);
    expect(trail.map((event) => event.kind)).toEqual(['staff.signInFailed', 'staff.disabled', 'staff.added']);
    expect(trail[2]).toMatchObject({ actor: { kind: 'staff', name: 'Anil Admin' }, facts: { person: 'Meera Nair', role: 'reviewer' } });
    expect(trail[1]).toMatchObject({ actor: { kind: 'staff', name: 'Anil Admin' }, facts: { person: 'Meera Nair', from: 'pending', to: 'disabled' } });
    expect(trail[0]).toMatchObject({ actor: { kind: 'signedOut' }, facts: { email: 'asha-typo@agency.example', knownDevice: false }, address: expect.any(String) });
  });
});
