import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationRecord } from '@evisa/contracts';
import { renderForm, storedApplication, stubObjectUrls } from '../testing/render-screen';
import { stubAnyCall } from '@evisa/api-client/testing';
import { DocumentsForm } from './documents-form';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 20_000) => new File([new Uint8Array(PNG_HEAD), new Uint8Array(size - PNG_HEAD.length)], name, { type: 'image/png' });
const PDF_HEAD = [...'%PDF-1.7\n'].map((character) => character.charCodeAt(0));
const pdf = (name: string, size = 30_000) => new File([new Uint8Array(PDF_HEAD), new Uint8Array(size - PDF_HEAD.length)], name, { type: 'application/pdf' });
const STORED = `${'b'.repeat(32)}.jpg`;
const STORED_PDF = `${'c'.repeat(32)}.pdf`;

const business = { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' } as const;
const medical = { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment', serviceSubCat_subCategory: '' } as const;
const conference = { visaService: 'conference', serviceSubCategory: 'attendConference', serviceSubCat_subCategory: '' } as const;

beforeAll(stubObjectUrls);

const documentHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('DocumentsForm', () => {
  it.each([
    ['tourist', {}, ['Passport copy (bio page)']],
    ['business', business, ['Passport copy (bio page)', 'Business card', 'Business invitation letter']],
    ['medical', medical, ['Passport copy (bio page)', 'Medical invitation letter from the hospital in India']],
    ['ayush', { ...medical, visaService: 'ayush', serviceSubCategory: 'ayushTreatment' }, ['Passport copy (bio page)', 'Medical invitation letter from the hospital in India']],
    [
      'conference',
      conference,
      ['Passport copy (bio page)', 'Invitation from the organizer', 'Political clearance from the Ministry of External Affairs', 'Event clearance from the Ministry of Home Affairs'],
    ],
  ])('shows the documents a %s visa needs', async (_service, visa, expected) => {
    await renderForm(<DocumentsForm id="IN1" record={storedApplication(visa as Partial<ApplicationRecord>)} onSaved={jest.fn()} />);
    expect(documentHeadings()).toEqual(expected);
  });

  it('shows the sample passport and the verification statement', async () => {
    await renderForm(<DocumentsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
    expect(screen.getByRole('img', { name: /Sample passport bio page/ })).toBeInTheDocument();
    expect(screen.getByText(/^Each document: a file in JPG, PNG, or PDF \(a PDF without a password\), of at most 1 MB\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have verified that all the documents are uploaded as per the requirement\./ })).toBeInTheDocument();
  });

  it("names each missing document before sending ('Please upload the business card or the invitation letter.') and asks for the verification", async () => {
    const user = userEvent.setup();
    const api = stubAnyCall(() => ({ status: 500, body: {} }));
    try {
      await renderForm(<DocumentsForm id="IN1" record={storedApplication(business)} onSaved={jest.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      const summary = screen.getByRole('alert', { name: 'There is a problem' });
      expect(within(summary).getByRole('link', { name: 'Please upload your passport image.' })).toHaveAttribute('href', '#field-passportCopy');
      expect(within(summary).getByRole('link', { name: 'Please upload the business card or the invitation letter.' })).toHaveAttribute('href', '#field-businessCard');
      expect(within(summary).getByRole('link', { name: 'Please confirm that you have checked your documents.' })).toBeInTheDocument();
      expect(within(summary).getAllByRole('link')).toHaveLength(3);
      expect(api.calls).toHaveLength(0);
    } finally {
      api.restore();
    }
  });

  it('accepts a PDF for a document and shows it as a file card with its name, size and a download link, not a preview', async () => {
    const user = userEvent.setup();
    await renderForm(<DocumentsForm id="IN1" record={storedApplication(business)} onSaved={jest.fn()} />);
    await user.upload(screen.getByLabelText(/Choose a file \(Business invitation letter/), pdf('invitation.pdf', 30_720));
    expect(await screen.findByText('invitation.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF document, 30 KB')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Business invitation letter' });
    expect(download).toHaveAttribute('download', 'invitation.pdf');
    expect(screen.queryByRole('button', { name: /View Doc/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Only JPG, PNG and PDF formats are allowed.')).not.toBeInTheDocument();
  });

  it('offers a stored PDF as a download from the API', async () => {
    await renderForm(<DocumentsForm id="IN1" record={storedApplication({ ...business, passportCopy: STORED, businessCard: STORED_PDF })} onSaved={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Download Business card' })).toHaveAttribute('href', `/api/visaapplication/files/${STORED_PDF}`);
    expect(screen.getAllByRole('button', { name: /View Doc/ })).toHaveLength(1);
  });

  it('checks a chosen file by its content as soon as it is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderForm(<DocumentsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
    await user.upload(screen.getByLabelText(/Choose a file \(Passport copy/), new File(['<html>'], 'passport.png', { type: 'image/png' }));
    const input = () => screen.getByLabelText(/Choose a file \(Passport copy/);
    expect(await screen.findByText('Only JPG, PNG and PDF formats are allowed.')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(/Only JPG, PNG and PDF formats are allowed\./);
    await user.upload(input(), pdf('passport.pdf', 1_048_577));
    await waitFor(() => expect(input()).toHaveAccessibleDescription(/File size must be less than 1MB\./));
    await user.upload(input(), png('passport.png'));
    await waitFor(() => expect(screen.queryByText('File size must be less than 1MB.')).not.toBeInTheDocument());
  });

  it("opens 'View Doc' in a dialog that its close button and Escape close", async () => {
    const user = userEvent.setup();
    await renderForm(<DocumentsForm id="IN1" record={storedApplication({ passportCopy: STORED })} onSaved={jest.fn()} />);
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /View Doc/ }));
    const dialog = screen.getByRole('dialog', { name: 'Passport copy (bio page)' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', `/api/visaapplication/files/${STORED}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /View Doc/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not ask again for a stored passport copy, shows the server's verdict per field, and sends the chosen files", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    let answer = { status: 400, body: { status: 400, message: 'x', err: 'x', errors: {}, errorKeys: { medicalInvitationLetter: 'pdfActiveContent' } } as object };
    const api = stubAnyCall(() => answer);
    try {
      await renderForm(<DocumentsForm id="IN1" record={storedApplication({ ...medical, passportCopy: STORED })} onSaved={onSaved} />);
      await user.click(screen.getByRole('checkbox', { name: /I have verified/ }));
      const letterInput = () => screen.getByLabelText(/Medical invitation letter/);
      await user.upload(letterInput(), pdf('letter.pdf'));
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      await waitFor(() => expect(letterInput()).toHaveAccessibleDescription(/This PDF contains scripts, actions or attached files\./));
      expect(onSaved).not.toHaveBeenCalled();

      answer = { status: 200, body: { status: 200, message: 'ok', data: { uniqueId: 'IN1' } } };
      await user.upload(letterInput(), png('letter.png'));
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('IN1'));
      const body = api.calls.at(-1)!.body as FormData;
      expect([...body.keys()]).toEqual(['medicalInvitationLetter']);
    } finally {
      api.restore();
    }
  });

  it("shows 'Something went wrong. Please try again.' when the save fails, and keeps the chosen files", async () => {
    const user = userEvent.setup();
    const api = stubAnyCall(() => ({ status: 500, body: {} }));
    try {
      await renderForm(<DocumentsForm id="IN1" record={storedApplication()} onSaved={jest.fn()} />);
      await user.upload(screen.getByLabelText(/Choose a file \(Passport copy/), png('passport.png'));
      await user.click(screen.getByRole('checkbox', { name: /I have verified/ }));
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.filter((alert) => alert.textContent?.includes('Something went wrong. Please try again.'))).toHaveLength(2);
      expect(screen.getByText(/Chosen: passport.png/)).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it("'Save and exit' uploads the valid chosen files without the verification, names the others, and says how to come back", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSaved = jest.fn();
    const api = stubAnyCall(() => ({ status: 200, body: { status: 200, message: 'ok', data: { uniqueId: 'IN1' } } }));
    try {
      await renderForm(<DocumentsForm id="IN1" record={storedApplication(business)} onSaved={onSaved} />);
      await user.upload(screen.getByLabelText(/Choose a file \(Passport copy/), png('passport.png'));
      await user.upload(screen.getByLabelText(/Choose a file \(Business card/), new File(['<html>'], 'card.png', { type: 'image/png' }));
      expect(await screen.findByText('Only JPG, PNG and PDF formats are allowed.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save and exit' }));
      expect(await screen.findByRole('heading', { name: 'Your application is saved' })).toHaveFocus();
      expect(screen.getByText(/These files were not saved/)).toBeInTheDocument();
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Business card']);
      expect(api.calls).toHaveLength(1);
      const sent = api.calls[0].body as FormData;
      expect(sent.get('passportCopy')).toBeInstanceOf(File);
      expect(sent.get('businessCard')).toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
    } finally {
      api.restore();
    }
  });
});
