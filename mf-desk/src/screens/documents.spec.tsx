import { screen, within } from '@testing-library/react';
import { staffMessage, type ApplicationReview, type CorrectionRound, type ReviewFile } from '@evisa/contracts';
import { renderScreen } from '@evisa/ui/testing';
import { DESK_NAMESPACE } from '../desk-i18n';
import { DOCUMENTS_NAMESPACE } from '../documents-i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';
import DeskDocumentsScreen from './documents';

const ID = 'IN0ABCDEFGHJKM';
const file = (kind: ReviewFile['kind'], name: string, contentType: string): ReviewFile => ({
  kind,
  name,
  contentType,
  size: 50_000,
  url: `/staff/applications/${ID}/files/${kind}`,
  downloadUrl: `/staff/applications/${ID}/files/${kind}?download=1`,
});

/** Answers per "METHOD path" (the staff API under /api), as JSON envelopes. */
function answer(routes: Record<string, { status: number; data?: unknown; message?: string }>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    return { ok: route.status < 300, status: route.status, json: async () => ({ status: route.status, message: route.message ?? 'OK', data: route.data }) } as Response;
  }) as typeof fetch;
}

const renderDocuments = () =>
  renderScreen(<DeskDocumentsScreen />, { namespaces: [DOCUMENTS_NAMESPACE, DESK_NAMESPACE, STAFF_NAMESPACE, 'common'], path: `/agency/applications/${ID}/documents`, route: '/agency/applications/:id/documents' });

describe('the desk photo and document review', () => {
  it('shows the photo and each document to view and download, marking what was uploaded again', async () => {
    const review = { item: { state: 'received' }, files: [file('mainImg', 'photo.jpg', 'image/jpeg'), file('passportCopy', 'passport.pdf', 'application/pdf')] } as unknown as ApplicationReview;
    const rounds = [{ round: 1, changed: { fields: [], documents: ['mainImg'] } }] as unknown as CorrectionRound[];
    answer({ [`/staff/applications/${ID}`]: { status: 200, data: review }, [`/staff/applications/${ID}/corrections`]: { status: 200, data: rounds } });
    await renderDocuments();
    expect(await screen.findByRole('img', { name: 'Photograph as uploaded' })).toHaveAttribute('src', `/api/staff/applications/${ID}/files/mainImg`);
    const photo = screen.getByRole('heading', { level: 2, name: /Photograph/ });
    expect(photo).toHaveTextContent('Uploaded again');
    expect(screen.getByRole('heading', { level: 2, name: 'Passport copy (bio page)' })).toBeVisible();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download Passport copy (bio page)' })).toHaveAttribute('href', `/api/staff/applications/${ID}/files/passportCopy?download=1`);
    expect(screen.getByRole('link', { name: 'View Passport copy (bio page)' })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: `Back to application ${ID}` })).toHaveAttribute('href', `/agency/applications/${ID}`);
  });

  it('says when the application is not in the queue', async () => {
    answer({ [`/staff/applications/${ID}`]: { status: 404, message: staffMessage('applicationNotInQueue') }, [`/staff/applications/${ID}/corrections`]: { status: 404 } });
    await renderDocuments();
    expect(await screen.findByRole('alert')).toHaveTextContent('No paid application has this number.');
  });
});
