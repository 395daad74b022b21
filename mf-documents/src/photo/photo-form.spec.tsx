import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sniffImageType } from '@evisa/contracts';
import { firstBytes } from '../files/first-bytes';
import { renderForm, storedApplication, stubObjectUrls } from '../testing/render-screen';
import { stubAnyCall } from '@evisa/api-client/testing';
import type { PhotoInspection } from './photo-check';
import { PhotoForm } from './photo-form';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const jpegFile = (name = 'me.jpg', size = 50_000) => new File([new Uint8Array(JPEG_HEAD), new Uint8Array(size - JPEG_HEAD.length)], name, { type: 'image/jpeg' });

/** jsdom decodes no images: the tests say what the browser would have found (pixels by file name). */
const PIXELS: Record<string, { width: number; height: number }> = {
  'me.jpg': { width: 600, height: 600 },
  'wide.jpg': { width: 1200, height: 800 },
  'tiny.jpg': { width: 200, height: 200 },
  'wide-square.jpg': { width: 800, height: 800 },
};
const inspect = async (file: File): Promise<PhotoInspection> => ({ size: file.size, sniffedType: sniffImageType(await firstBytes(file)), pixels: PIXELS[file.name] });
const crop = async (file: File) => new File([new Uint8Array(JPEG_HEAD), new Uint8Array(40_000)], file.name.replace('.jpg', '-square.jpg'), { type: 'image/jpeg' });

beforeAll(stubObjectUrls);

function renderPhotoForm(overrides: Parameters<typeof storedApplication>[0] = {}, onSaved = jest.fn()) {
  return renderForm(<PhotoForm id="IN1" record={storedApplication(overrides)} onSaved={onSaved} inspect={inspect} crop={crop} />);
}

describe('PhotoForm', () => {
  it('states the rules next to the input and shows the sample photo', async () => {
    await renderPhotoForm();
    expect(screen.getByRole('heading', { name: 'Photograph requirements' })).toBeInTheDocument();
    expect(screen.getByText(/at least 350 × 350 and at most 1000 × 1000 pixels/)).toBeInTheDocument();
    // The formats and sizes come from the upload rules (libs/i18n rule-values), in the reader's words.
    expect(screen.getByText('JPG or PNG file, at most 1 MB (1,048,576 bytes). A file under 20 kB is usually too blurred to be accepted.')).toBeInTheDocument();
    expect(screen.getByText('JPG or PNG, at most 1 MB, square')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Sample photograph/ })).toBeInTheDocument();
    expect(screen.getByText(/Complete Partially Filled Form/, { selector: 'p' })).toBeInTheDocument();
  });

  it("asks for a photo: 'Please upload your image.'", async () => {
    const user = userEvent.setup();
    await renderPhotoForm();
    await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', { name: 'Please upload your image.' })).toHaveAttribute('href', '#field-mainImg');
  });

  it("refuses a file that is not a JPG or PNG by content: 'Only JPG and PNG formats are allowed.'", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPhotoForm();
    await user.upload(screen.getByLabelText(/Your photograph/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByLabelText(/Your photograph/)).toHaveAccessibleDescription(/Only JPG and PNG formats are allowed\./));
  });

  it('previews the chosen photo with its size in pixels', async () => {
    const user = userEvent.setup();
    await renderPhotoForm();
    await user.upload(screen.getByLabelText(/Your photograph/), jpegFile());
    expect(await screen.findByRole('img', { name: 'Preview of the photograph you chose' })).toBeInTheDocument();
    expect(screen.getByText(/600 × 600 pixels/)).toBeInTheDocument();
  });

  it('offers a square crop of a photo that is not square, and accepting it clears the problem', async () => {
    const user = userEvent.setup();
    await renderPhotoForm();
    await user.upload(screen.getByLabelText(/Your photograph/), jpegFile('wide.jpg'));
    await waitFor(() => expect(screen.getByLabelText(/Your photograph/)).toHaveAccessibleDescription(/This photograph is 1200 × 800 pixels: it must be square/));
    expect(await screen.findByRole('img', { name: 'Preview of the square crop of your photograph' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this square photograph' }));
    await waitFor(() => expect(screen.getByLabelText(/Your photograph/)).not.toHaveAccessibleDescription(/it must be square/));
    expect(screen.getByText('The square photograph is now chosen.')).toBeInTheDocument();
  });

  it('refuses a photo below the minimum size, without a crop', async () => {
    const user = userEvent.setup();
    await renderPhotoForm();
    await user.upload(screen.getByLabelText(/Your photograph/), jpegFile('tiny.jpg'));
    expect(await screen.findByText(/only 200 × 200 pixels. Please choose a photograph of at least 350 × 350 pixels/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this square photograph' })).not.toBeInTheDocument();
  });

  it("uploads the photo as mainImg and goes on; a failure shows 'Something went wrong. Please try again.' and keeps the photo", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    let status = 500;
    const api = stubAnyCall(() => (status === 200 ? { status, body: { status, message: 'ok', data: { uniqueId: 'IN1' } } } : { status, body: { status, message: 'x', err: 'x', errors: {} } }));
    try {
      await renderPhotoForm({}, onSaved);
      await user.upload(screen.getByLabelText(/Your photograph/), jpegFile());
      await screen.findByRole('img', { name: 'Preview of the photograph you chose' });
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.filter((alert) => alert.textContent?.includes('Something went wrong. Please try again.'))).toHaveLength(2);
      expect(screen.getByRole('img', { name: 'Preview of the photograph you chose' })).toBeInTheDocument();
      expect(onSaved).not.toHaveBeenCalled();

      status = 200;
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('IN1'));
      const sent = api.calls.at(-1)!;
      expect(sent.url.pathname + sent.url.search).toBe('/api/visaapplication/applicationSubmitStep5?applicationId=IN1');
      expect(sent.method).toBe('PATCH');
      expect((sent.body as FormData).get('mainImg')).toBeInstanceOf(File);
    } finally {
      api.restore();
    }
  });

  it("shows the server's verdict on the photo under its field", async () => {
    const user = userEvent.setup();
    const api = stubAnyCall(() => ({
      status: 400,
      body: { status: 400, message: 'x', err: 'x', errors: { mainImg: 'Image size must be less than 1MB.' }, errorKeys: { mainImg: 'imageTooLarge' } },
    }));
    try {
      await renderPhotoForm();
      await user.upload(screen.getByLabelText(/Your photograph/), jpegFile());
      await screen.findByRole('img', { name: 'Preview of the photograph you chose' });
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      await waitFor(() => expect(screen.getByLabelText(/Your photograph/)).toHaveAccessibleDescription(/Image size must be less than 1MB\./));
    } finally {
      api.restore();
    }
  });

  it('shows the saved photo and goes on without uploading it again', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const api = stubAnyCall(() => ({ status: 500, body: {} }));
    try {
      await renderPhotoForm({ mainImg: `${'a'.repeat(32)}.jpg` }, onSaved);
      expect(screen.getByRole('img', { name: 'Your saved photograph' })).toHaveAttribute('src', `/api/visaapplication/images/${'a'.repeat(32)}.jpg`);
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      expect(onSaved).toHaveBeenCalledWith('IN1');
      expect(api.calls).toHaveLength(0);
    } finally {
      api.restore();
    }
  });

  it("'Save and exit' uploads a valid chosen photo, then says how to come back", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const api = stubAnyCall(() => ({ status: 200, body: { status: 200, message: 'ok', data: { uniqueId: 'IN1' } } }));
    try {
      await renderPhotoForm({}, onSaved);
      await user.upload(screen.getByLabelText(/Your photograph/), jpegFile());
      await screen.findByRole('img', { name: 'Preview of the photograph you chose' });
      await user.click(screen.getByRole('button', { name: 'Save and exit' }));
      const heading = await screen.findByRole('heading', { name: 'Your application is saved' });
      expect(heading).toHaveFocus();
      const saved = heading.closest('[role="status"]') as HTMLElement;
      expect(saved).toHaveTextContent('IN1');
      expect(within(saved).getByRole('link', { name: 'Complete Partially Filled Form' })).toHaveAttribute('href', '/partial-Filled');
      expect(api.calls).toHaveLength(1);
      expect((api.calls[0].body as FormData).get('mainImg')).toBeInstanceOf(File);
      expect(onSaved).not.toHaveBeenCalled();
    } finally {
      api.restore();
    }
  });

  it("'Save and exit' with a photo that is not valid yet uploads nothing and names it as not saved", async () => {
    const user = userEvent.setup();
    const api = stubAnyCall(() => ({ status: 500, body: {} }));
    try {
      await renderPhotoForm();
      await user.upload(screen.getByLabelText(/Your photograph/), jpegFile('tiny.jpg'));
      await screen.findByText(/only 200 × 200 pixels/);
      await user.click(screen.getByRole('button', { name: 'Save and exit' }));
      expect(await screen.findByRole('heading', { name: 'Your application is saved' })).toBeInTheDocument();
      expect(screen.getByText(/These files were not saved/)).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('Your photograph');
      expect(api.calls).toHaveLength(0);
    } finally {
      api.restore();
    }
  });

  it('says when a photo under 20 KB is likely too blurred, and still uploads it', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const api = stubAnyCall(() => ({ status: 200, body: { status: 200, message: 'ok', data: { uniqueId: 'IN1' } } }));
    try {
      await renderPhotoForm({}, onSaved);
      await user.upload(screen.getByLabelText(/Your photograph/), jpegFile('me.jpg', 14 * 1024));
      expect(await screen.findByText(/This photo is only 14 KB: photos under 20 KB are usually too blurred/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Submit and Next' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('IN1'));
    } finally {
      api.restore();
    }
  });
});
