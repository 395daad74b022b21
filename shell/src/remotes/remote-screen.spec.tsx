import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { changeLanguage, registerNamespace, screenNamespaces, useTranslation } from '@evisa/i18n';
import { renderScreen } from '@evisa/ui/testing';
import { renderWithShell } from '../testing/render-with-shell';
import { loadRemoteScreen } from './load-remote';
import { RemoteScreen } from './remote-screen';
import { loadScreen } from './screen-loads';
import { endHydration, hydrateScreen } from './use-screen-module';
import { startPageScreen } from '../startup/page-screen';

jest.mock('./load-remote', () => ({ loadRemoteScreen: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn(async () => 'retry') }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteScreen', () => {
  it('says the module is incompatible with this version of the site when the runtime refuses its shared versions', async () => {
    loadRemote.mockRejectedValue(
      new Error('[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_payment which needs ^20.0.0)'),
    );
    await renderWithShell(<RemoteScreen remote="mf_payment" expose="VisaFee" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site cannot be shown');
    expect(alert).toHaveTextContent('This module is incompatible with this version of the site.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("first renders a screen once its module and the texts it registered are in place, so it never suspends on them", async () => {
    const textsAtRender: boolean[] = [];
    function Step2() {
      const { i18n } = useTranslation(); // the common texts, in place from the start
      textsAtRender.push(i18n.hasLoadedNamespace('step2-probe'));
      const { t } = useTranslation('step2-probe'); // would suspend if they were not
      return <h1>{t('title')}</h1>;
    }
    let arrive: () => void = () => undefined;
    loadRemote.mockReturnValueOnce(
      new Promise((resolve) => {
        arrive = () => {
          // what the screen's module does when it is evaluated: registers its texts (their download starts)
          registerNamespace('step2-probe', async () => ({ default: { title: 'Application Detail Form' } }));
          resolve({ default: Step2 });
        };
      }),
    );
    await renderWithShell(<RemoteScreen remote="mf_application" expose="Step2" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Application Detail Form' })).toBeInTheDocument();
    expect(textsAtRender.length).toBeGreaterThan(0);
    expect(textsAtRender.every(Boolean)).toBe(true);
  });

  it("shows the page's screen from the load main.ts started, without loading it again", async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <h1>Preview</h1> });
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 }) as Response) as unknown as typeof fetch;
    await startPageScreen('/Preview/AB12', 'en', Promise.resolve({ mf_payment: 'https://visa.example.com/remoteEntry.js' }));
    loadRemote.mockReturnValue(new Promise(() => undefined)); // a second load would never arrive
    await renderWithShell(<RemoteScreen remote="mf_payment" expose="Preview" />);
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("first shows the loading indicator, as the page's pre-rendered frame does, even with its module here; then the screen", async () => {
    /** The page's text when React first committed it: what hydration must find in the server's HTML. */
    const firstCommits: string[] = [];
    function FirstCommit({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        firstCommits.push(document.body.textContent ?? '');
      }, []);
      return children;
    }
    loadRemote.mockResolvedValue({ default: () => <h1>Step 3</h1> });
    await loadScreen('mf_application', 'Step3'); // arrived before React started, as main.ts loads the page's screen
    const page = () =>
      renderScreen(
        <FirstCommit>
          <RemoteScreen remote="mf_application" expose="Step3" />
        </FirstCommit>,
        { namespaces: ['shell', ...screenNamespaces()] },
      );
    // Without a frame, a module already here (its texts too) renders in the first commit.
    (await page()).unmount();
    expect(firstCommits[0]).toContain('Step 3');
    try {
      hydrateScreen({ remote: 'mf_application', expose: 'Step3' }, 'loading');
      await page();
      expect(firstCommits[1]).toContain('Loading…');
      expect(firstCommits[1]).not.toContain('Step 3');
      expect(await screen.findByRole('heading', { name: 'Step 3' })).toBeInTheDocument();
    } finally {
      endHydration();
    }
  });

  it('keeps a screen shown again after a visit elsewhere, and what was typed in it, through a change of language', async () => {
    registerNamespace('form-probe', async (language) => ({ default: { label: language === 'fr' ? 'Nom' : 'Surname' } }));
    function Form() {
      const { t } = useTranslation('form-probe');
      const [value, setValue] = useState('');
      return <input aria-label={t('label')} value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    loadRemote.mockImplementation(async (_remote, expose) => ({ default: expose === 'Step1Create' ? Form : () => <h1>Questions</h1> }));
    let i18nInstance: Parameters<typeof changeLanguage>[0] | undefined;
    function Navigation() {
      const [expose, setExpose] = useState('Step1Create');
      i18nInstance = useTranslation().i18n;
      return (
        <>
          <button onClick={() => setExpose(expose === 'Questions' ? 'Step1Create' : 'Questions')}>Elsewhere and back</button>
          <RemoteScreen remote={expose === 'Questions' ? 'mf_documents' : 'mf_application'} expose={expose} />
        </>
      );
    }
    await renderWithShell(<Navigation />);
    await screen.findByRole('textbox', { name: 'Surname' });
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere and back' }));
    await screen.findByRole('heading', { name: 'Questions' });
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere and back' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Surname' }), 'Garcia');
    await act(() => changeLanguage(i18nInstance!, 'fr'));
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toHaveValue('Garcia');
  });

  it('does not carry a failure over to the next screen the applicant opens', async () => {
    loadRemote.mockImplementation(async (remote, expose) => {
      if (expose === 'Payment') throw new Error('offline');
      return { default: () => <h1>{`${remote}/${expose}`}</h1> };
    });
    function Navigation() {
      const [expose, setExpose] = useState('Payment');
      return (
        <>
          <button onClick={() => setExpose('AboutUs')}>About Us</button>
          <RemoteScreen remote={expose === 'Payment' ? 'mf_payment' : 'mf_info_pages'} expose={expose} />
        </>
      );
    }
    await renderWithShell(<Navigation />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { name: 'mf_info_pages/AboutUs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
