// Canned correction messages and refusal reasons, per language, managed by admins (create, edit,
// retire; audited, CSRF), and filled for an application in its applicant's language, English when it has none.
import { STAFF_MESSAGES, staffMessage, type FilledTemplate, type HistoryEvent, type MessageTemplate } from '@evisa/contracts';
import { completeApplication, openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { useDeskTestBed } from '../review/testing/desk-test-bed';

const PHOTO = {
  kind: 'correction',
  title: 'Photo not clear',
  texts: { en: 'Please upload a sharper photo of your face.', fr: 'Veuillez envoyer une photo de votre visage plus nette.', de: '  ' },
};

describe('message templates (HTTP, real database)', () => {
  const bed = useDeskTestBed();

  beforeAll(async () => {
  });

  const paid = async (language: string) => (await completeApplication(bed.app, { status: 'paid', editing: 'closed', paidAt: new Date(), language })).id;
  const create = async (body: unknown) => bed.admin.send('POST', '/staff/templates', body);

  it('lets only admins manage templates, and only with the CSRF token', async () => {
    expect(await bed.asha.send('POST', '/staff/templates', PHOTO)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.adminOnly } });
    expect((await bed.asha.get('/staff/templates')).status).toBe(403);
    expect(await bed.admin.session.post('/staff/templates', PHOTO)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.csrfFailed } });
    const created = await create({ ...PHOTO, title: 'Made by a reviewer?' });
    expect(created.status).toBe(201);
    expect(await bed.asha.send('PUT', `/staff/templates/${created.body.data.id}`, { title: 'Changed', texts: { en: 'x' } })).toMatchObject({ status: 403 });
    expect(await bed.asha.send('POST', `/staff/templates/${created.body.data.id}/retire`)).toMatchObject({ status: 403 });
    expect(await bed.admin.session.post(`/staff/templates/${created.body.data.id}/retire`)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.csrfFailed } });
  });

  it('refuses a template without a kind, a title or its English text, or with a text too long or in no site language', async () => {
    const refusals: [unknown, string][] = [
      [{ ...PHOTO, kind: 'greeting' }, STAFF_MESSAGES.templateKindInvalid],
      [{ ...PHOTO, title: '   ' }, staffMessage('templateTitleInvalid', { max: '100' })],
      [{ ...PHOTO, title: 'x'.repeat(101) }, staffMessage('templateTitleInvalid', { max: '100' })],
      [{ ...PHOTO, texts: { fr: 'Seulement en français' } }, STAFF_MESSAGES.templateEnglishRequired],
      [{ ...PHOTO, texts: { en: '   ' } }, STAFF_MESSAGES.templateEnglishRequired],
      [{ ...PHOTO, texts: { en: 'y'.repeat(1501) } }, staffMessage('templateTextTooLong', { max: '1500' })],
      [{ ...PHOTO, texts: { en: 'Fine', xx: 'Unknown' } }, STAFF_MESSAGES.templateLanguageUnknown],
      [{ ...PHOTO, texts: { en: 'Fine', fr: 42 } }, STAFF_MESSAGES.templateLanguageUnknown],
    ];
    for (const [body, message] of refusals) expect([body, await create(body)]).toMatchObject([body, { status: 400, body: { message } }]);
    const { db, close } = await openDatabase(bed.app);
    try {
      expect(await db.collection('message_templates').countDocuments({ title: 'Photo not clear' })).toBe(0);
    } finally {
      await close();
    }
  });

  it('creates, edits and retires a template, each in the audit trail, and keeps a retired one unchanged', async () => {
    const created = await create(PHOTO);
    expect(created.status).toBe(201);
    const template = created.body.data as MessageTemplate;
    // Trimmed, and a language left blank is no text at all.
    expect(template).toMatchObject({ kind: 'correction', title: 'Photo not clear', state: 'active', texts: { en: PHOTO.texts.en, fr: PHOTO.texts.fr } });
    expect(Object.keys(template.texts).sort()).toEqual(['en', 'fr']);

    const edited = await bed.admin.send('PUT', `/staff/templates/${template.id}`, { title: 'Photo blurred', texts: { en: 'Please upload a sharper photo.', ja: 'もっと鮮明な写真をアップロードしてください。' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Photo blurred', texts: { en: 'Please upload a sharper photo.', ja: 'もっと鮮明な写真をアップロードしてください。' } });
    expect(edited.body.data.texts.fr).toBeUndefined();

    expect(await bed.admin.send('POST', `/staff/templates/${template.id}/retire`)).toMatchObject({ status: 200, body: { data: { state: 'retired' } } });
    expect(await bed.admin.send('POST', `/staff/templates/${template.id}/retire`)).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.templateRetired } });
    expect(await bed.admin.send('PUT', `/staff/templates/${template.id}`, { title: 'Again', texts: { en: 'Again' } })).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.templateRetired } });
    expect(await bed.admin.send('PUT', '/staff/templates/no-such-template', { title: 'Again', texts: { en: 'Again' } })).toMatchObject({ status: 404, body: { message: STAFF_MESSAGES.templateNotFound } });

    const listed = (await bed.admin.get('/staff/templates')).body.data as MessageTemplate[];
    expect(listed.find((one) => one.id === template.id)).toMatchObject({ title: 'Photo blurred', state: 'retired' });

    const { db, close } = await openDatabase(bed.app);
    try {
      const entries = await db.collection('staff_audit').find({ 'changes.template.id': template.id }).sort({ at: 1 }).toArray();
      expect(entries.map((entry) => [entry.action, entry.staff?.id])).toEqual([
        ['template.created', bed.admin.staffId],
        ['template.edited', bed.admin.staffId],
        ['template.retired', bed.admin.staffId],
      ]);
      expect(entries[1].changes).toMatchObject({ title: { from: 'Photo not clear', to: 'Photo blurred' }, languages: ['en', 'ja'] });
    } finally {
      await close();
    }
    // The admins' account activity words them.
    const activity = (await bed.admin.get('/staff/account-history')).body.data as HistoryEvent[];
    expect(activity.filter((event) => event.kind.startsWith('template.') && event.facts.text === 'Photo blurred').map((event) => event.kind)).toEqual(['template.retired', 'template.edited']);
  });

  it('fills the active templates in the applicant’s language, English where a template has none, for any member of staff', async () => {
    const both = (await create({ kind: 'refusal', title: 'Passport expires too soon', texts: { en: 'Your passport must be valid for six months.', fr: 'Votre passeport doit être valable six mois.' } })).body.data as MessageTemplate;
    const english = (await create({ kind: 'refusal', title: 'Wrong visa type', texts: { en: 'This visa type does not fit your purpose.' } })).body.data as MessageTemplate;
    const retired = (await create({ kind: 'refusal', title: 'Old reason', texts: { en: 'Old.' } })).body.data as MessageTemplate;
    await bed.admin.send('POST', `/staff/templates/${retired.id}/retire`);
    const inFrench = await paid('fr');
    const inEnglish = await paid('en');

    const forFrench = (await bed.asha.get(`/staff/applications/${inFrench}/templates?kind=refusal`)).body.data as FilledTemplate[];
    expect(forFrench.map((one) => one.id)).toEqual([both.id, english.id]);
    expect(forFrench[0]).toMatchObject({ wanted: 'fr', language: 'fr', fallback: false, text: 'Votre passeport doit être valable six mois.' });
    expect(forFrench[1]).toMatchObject({ wanted: 'fr', language: 'en', fallback: true, text: 'This visa type does not fit your purpose.' });

    const forEnglish = (await bed.asha.get(`/staff/applications/${inEnglish}/templates?kind=refusal`)).body.data as FilledTemplate[];
    expect(forEnglish.every((one) => one.language === 'en' && !one.fallback)).toBe(true);
    // Only the kind asked for.
    const corrections = (await bed.asha.get(`/staff/applications/${inFrench}/templates?kind=correction`)).body.data as FilledTemplate[];
    expect(corrections.every((one) => one.kind === 'correction')).toBe(true);
    expect(corrections.map((one) => one.id)).not.toContain(both.id);

    expect(await bed.asha.get('/staff/applications/EVISA-0000-0000/templates?kind=refusal')).toMatchObject({ status: 404, body: { message: STAFF_MESSAGES.applicationNotInQueue } });
    expect((await bed.asha.get(`/staff/applications/${inFrench}/templates?kind=greeting`)).status).toBe(400);
  });
});
