import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_SESSION_ENDED_EVENT } from '@evisa/api-client/staff';
import { staffMessage } from '@evisa/contracts';
import { ADMIN as admin, REVIEWER as reviewer } from '@evisa/contracts/testing';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import { HeaderSlotProvider } from '@evisa/ui';
import { renderScreen } from '@evisa/ui/testing';
import { DESK_NAMESPACE } from './desk-i18n';
import { STAFF_NAMESPACE } from './session/staff-texts';
import Desk from './desk';

/** The desk at `path`, as the shell's desk frame holds it: its navigation and sign-out go to the frame's header. */
function renderDesk(path: string) {
  const header = document.body.appendChild(document.createElement('header'));
  return renderScreen(
    <HeaderSlotProvider value={header}>
      <Desk />
    </HeaderSlotProvider>,
    { namespaces: [STAFF_NAMESPACE, DESK_NAMESPACE, 'common'], path },
  );
}

afterEach(() => document.querySelectorAll('body > header').forEach((header) => header.remove()));

const signedOut = failed(401, staffMessage('signInRequired'));

describe('the desk', () => {
  it('signs in with e-mail, password and code, then shows the queue without the applicant header', async () => {
    const api = stubApi({
      'GET /staff/auth/session': signedOut,
      'POST /staff/auth/sign-in': ({ body }) =>
        (body as { code: string }).code === '123456' ? ok({ staff: reviewer, csrfToken: 'csrf-1' }) : failed(401, staffMessage('signInFailed')),
      'GET /staff/queue': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    await renderDesk('/agency/queue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(expect.stringContaining('Enter your e-mail address.'));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveFocus();

    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), reviewer.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long enough password');
    await userEvent.type(screen.getByRole('textbox', { name: /Code from your authenticator app/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail, password or code is not right.');

    await userEvent.type(screen.getByRole('textbox', { name: /Code from your authenticator app/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Desk' });
    expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/agency/queue');
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as Ravi Reviewer')).toBeVisible();
    expect(api.calls.filter((call) => call.path === '/staff/auth/sign-in').at(-1)?.body).toEqual({ email: reviewer.email, password: 'a long enough password', code: '123456' });
  });

  it('goes back to the sign-in, saying why, when any staff call finds the session ended', async () => {
    stubApi({ 'GET /staff/auth/session': ok({ staff: reviewer, csrfToken: 'csrf-1' }), 'GET /staff/queue': ok({ items: [], total: 0, page: 1, pageSize: 50 }) });
    await renderDesk('/agency/queue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
    act(() => {
      window.dispatchEvent(new CustomEvent(STAFF_SESSION_ENDED_EVENT));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your desk session has ended. Please sign in again.');
  });

  it('signs out with the CSRF token', async () => {
    const api = stubApi({ 'GET /staff/auth/session': ok({ staff: reviewer, csrfToken: 'csrf-9' }), 'GET /staff/queue': ok({ items: [], total: 0, page: 1, pageSize: 50 }), 'POST /staff/auth/sign-out': ok(null) });
    await renderDesk('/agency/queue');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeVisible();
    const signOut = (globalThis.fetch as jest.Mock).mock.calls.find(([url]) => String(url).endsWith('/staff/auth/sign-out'));
    expect(signOut?.[1].headers['x-csrf-token']).toBe('csrf-9');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/staff/auth/sign-out']);
  });

  it('sets up an account from the link: password, then the QR code, then the first code', async () => {
    window.history.replaceState(null, '', '/agency/setup#setup-token-1');
    const api = stubApi({
      'GET /staff/auth/session': signedOut,
      'POST /staff/auth/setup': ok({ email: reviewer.email, name: reviewer.name, otpauthUri: 'otpauth://totp/Desk:ravi?secret=JBSWY3DPEHPK3PXP&issuer=Desk', secret: 'JBSWY3DPEHPK3PXP' }),
      'POST /staff/auth/setup/totp': ok(reviewer),
    });
    await renderDesk('/agency/setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your desk account' })).toBeVisible();
    expect(window.location.hash).toBe('');

    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('The password must be at least 12 characters long.'));

    await userEvent.type(screen.getByLabelText(/^Password/), ' but longer now');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'short but longer now');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: /Code from your authenticator app/ }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/agency');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { token: 'setup-token-1', password: 'short but longer now' },
      { token: 'setup-token-1', code: '654321' },
    ]);
  });

  it('says a set-up page without its token is not a valid link', async () => {
    window.history.replaceState(null, '', '/agency/setup');
    stubApi({ 'GET /staff/auth/session': signedOut });
    await renderDesk('/agency/setup');
    expect(await screen.findByRole('alert')).toHaveTextContent('This set-up link is not valid or has expired.');
  });

  it('lets an admin add a member of staff, showing the set-up link, and disable, enable and reset others', async () => {
    const link = 'http://localhost:4200/agency/setup#new-token';
    const api = stubApi({
      'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }),
      'GET /staff/accounts': ok([admin, reviewer]),
      'POST /staff/accounts': ({ body }) => ok({ account: { ...reviewer, id: 'n1', state: 'pending', ...(body as object) }, setupLink: link }),
      'POST /staff/accounts/r1/disable': ok({ ...reviewer, state: 'disabled' }),
      'POST /staff/accounts/r1/enable': ok(reviewer),
      'POST /staff/accounts/r1/reset': ok({ account: { ...reviewer, state: 'pending' }, setupLink: `${link}2` }),
    });
    await renderDesk('/agency/staff');
    const table = await screen.findByRole('table');
    const ravi = within(table).getByRole('row', { name: /Ravi Reviewer/ });
    expect(within(table).getByRole('row', { name: /Asha Admin/ })).toHaveTextContent('You');

    await userEvent.click(within(ravi).getByRole('button', { name: 'Disable Ravi Reviewer' }));
    const disabling = screen.getByRole('dialog', { name: 'Disable Ravi Reviewer’s account?' });
    expect(disabling).toHaveTextContent('Ravi Reviewer (ravi@agency.example) will be signed out at once and cannot sign in until an administrator enables the account again.');
    await userEvent.click(within(disabling).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.path.endsWith('/disable'))).toBe(false);
    await userEvent.click(within(ravi).getByRole('button', { name: 'Disable Ravi Reviewer' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable the account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Reviewer is disabled and signed out.');
    expect(ravi).toHaveTextContent('Disabled');
    await userEvent.click(within(ravi).getByRole('button', { name: 'Enable Ravi Reviewer' }));
    expect(await within(ravi).findByText('Active')).toBeVisible();
    await userEvent.click(within(ravi).getByRole('button', { name: 'Reset Ravi Reviewer' }));
    const resetting = screen.getByRole('dialog', { name: 'Reset Ravi Reviewer’s account?' });
    expect(resetting).toHaveTextContent(/their password and authenticator will stop working/);
    await userEvent.click(within(resetting).getByRole('button', { name: 'Reset the account' }));
    expect(await screen.findByText(`${link}2`)).toBeVisible();

    const form = screen.getByRole('form', { name: 'Add a member of staff' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(expect.stringContaining('Enter the name.'));
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Neha New');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail address/ }), 'neha@agency.example');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'Administrator');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(link)).toBeVisible();
    expect(screen.getByText('Neha New is added. Send them this set-up link.')).toBeVisible();
    expect(within(table).getByRole('row', { name: /Neha New/ })).toHaveTextContent('Waiting for set-up');

    const changes = (globalThis.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(changes.every(([, init]) => init.headers['x-csrf-token'] === 'csrf-a')).toBe(true);
    expect(api.calls.find((call) => call.path === '/staff/accounts' && call.method === 'POST')?.body).toEqual({ name: 'Neha New', email: 'neha@agency.example', role: 'admin' });
  });

  it('keeps the staff page to administrators', async () => {
    stubApi({ 'GET /staff/auth/session': ok({ staff: reviewer, csrfToken: 'c' }) });
    await renderDesk('/agency/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
  });
});
