import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InHeaderSlot } from '@evisa/ui';
import { App } from './app';
import { loadRemoteScreen } from './remotes/load-remote';
import { renderWithShell } from './testing/render-with-shell';

jest.mock('./remotes/load-remote', () => ({ loadRemoteScreen: jest.fn() }));
jest.mock('./remotes/remote-registry', () => ({ resetRemote: jest.fn(async () => undefined) }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

function screenNamed(name: string) {
  return { default: () => <h1>{`screen ${name}`}</h1> };
}

beforeEach(() => {
  loadRemote.mockReset();
  window.scrollTo = jest.fn();
});

describe('App routing', () => {
  it('maps a path to its remote screen, ignoring case', async () => {
    loadRemote.mockImplementation(async (remote, expose) => screenNamed(`${remote}/${expose}`));
    await renderWithShell(<App />, '/APPLY2/abc');
    expect(await screen.findByRole('heading', { name: 'screen mf_application/Step2' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_application', 'Step2');
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderWithShell(<App />, '/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('keeps the chrome and offers Retry when a remote fails, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockImplementation(async () => screenNamed('payment'));
    await renderWithShell(<App />, '/visa-fee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'screen payment' })).toBeInTheDocument();
  });

  it('scrolls to the top on a route change, not on the first page (its position is the browser\'s)', async () => {
    loadRemote.mockImplementation(async (remote, expose) => screenNamed(`${remote}/${expose}`));
    jest.mocked(window.scrollTo).mockClear();
    await renderWithShell(<App />, '/');
    expect(await screen.findByRole('heading', { name: 'screen mf_info_pages/Home' })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'screen mf_info_pages/AboutUs' })).toBeInTheDocument();
  });

  it('drops a pre-rendered page\'s inlined style sheet when the visitor leaves its screen, not before', async () => {
    loadRemote.mockImplementation(async (remote, expose) => screenNamed(`${remote}/${expose}`));
    const inlined = document.createElement('style');
    inlined.setAttribute('data-prerendered', '');
    document.head.append(inlined);
    await renderWithShell(<App />, '/');
    expect(await screen.findByRole('heading', { name: 'screen mf_info_pages/Home' })).toBeInTheDocument();
    expect(inlined.isConnected).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { name: 'screen mf_info_pages/AboutUs' })).toBeInTheDocument();
    expect(inlined.isConnected).toBe(false);
  });

  it('frames every /agency path around the desk remote, without the applicant chrome; the remote fills the header slot', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockImplementation(async (remote, expose) => ({
      default: () => (
        <>
          <InHeaderSlot>
            <nav aria-label="Desk">{`${remote}/${expose} navigation`}</nav>
          </InHeaderSlot>
          <h1>{`screen ${remote}/${expose}`}</h1>
        </>
      ),
    }));
    await renderWithShell(<App />, '/Agency/applications/X');
    // The desk remote cannot be reached: the frame stays, with the remote's error panel and Retry.
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('e-Visa agency desk');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'screen mf_desk/Desk' })).toBeInTheDocument();
    expect(loadRemote.mock.calls).toEqual([
      ['mf_desk', 'Desk'],
      ['mf_desk', 'Desk'],
    ]);
    expect(within(header).getByRole('navigation', { name: 'Desk' })).toHaveTextContent('mf_desk/Desk navigation');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('loads no part of the desk on an applicant page', async () => {
    loadRemote.mockImplementation(async (remote, expose) => screenNamed(`${remote}/${expose}`));
    await renderWithShell(<App />, '/Preview/X');
    expect(await screen.findByRole('heading', { name: 'screen mf_payment/Preview' })).toBeInTheDocument();
    expect(loadRemote.mock.calls).toEqual([['mf_payment', 'Preview']]);
  });
});
