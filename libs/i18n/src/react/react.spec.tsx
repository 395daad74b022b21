import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { Translator, type Texts } from '../translator';
import { TranslationProvider } from './provider';
import { Trans } from './trans';
import { useTranslation } from './use-translation';

const TEXTS: Record<string, Texts> = {
  'en|common': { title: 'Welcome', howToReturn: 'Open <resume>the form</resume> and <b>enter <i>your</i> number</b>.<br/>Done <unknown>here</unknown>.' },
  'fr|common': { title: 'Bienvenue', howToReturn: 'Ouvrez <resume>le formulaire</resume>.' },
  'en|screen': { heading: 'Screen heading', section: { title: 'Section title' } },
  'fr|screen': { heading: "Titre de l'écran", section: { title: 'Titre de section' } },
};

/** A translator whose downloads wait until the test lets them arrive. */
function controlledTranslator() {
  const arrivals: Array<() => void> = [];
  const i18n = new Translator('en', (namespace, language) => new Promise<Texts>((resolve) => arrivals.push(() => resolve(TEXTS[`${language}|${namespace}`]!))));
  const arrive = () => act(async () => arrivals.splice(0).forEach((resolve) => resolve()));
  return { i18n, arrive };
}

function Screen() {
  const { t } = useTranslation(['screen', 'common']);
  const { t: section } = useTranslation('screen', { keyPrefix: 'section' });
  return (
    <>
      <h1>{t('heading')}</h1>
      <h2>{section('title')}</h2>
      <p>{t('common:title')}</p>
    </>
  );
}

/** For tests: shows what a render threw. */
class ErrorBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.error ? <p>{`Failed: ${this.state.error.message}`}</p> : this.props.children;
  }
}

describe('useTranslation', () => {
  it("suspends until its namespaces are here, then renders their texts, and renders again in a new language", async () => {
    const { i18n, arrive } = controlledTranslator();
    render(
      <TranslationProvider i18n={i18n}>
        <Suspense fallback={<p>Loading texts</p>}>
          <Screen />
        </Suspense>
      </TranslationProvider>,
    );
    expect(screen.getByText('Loading texts')).toBeInTheDocument();
    await arrive();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Screen heading');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Section title');
    expect(screen.getByText('Welcome')).toBeInTheDocument();

    let switched: Promise<void> | undefined;
    await act(async () => {
      switched = i18n.changeLanguage('fr');
    });
    // the new language's texts have not arrived: the screen stays in English meanwhile
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Screen heading');
    await arrive();
    await act(() => switched!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Titre de l'écran");
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Titre de section');
    expect(screen.getByText('Bienvenue')).toBeInTheDocument();
    expect(screen.queryByText('Loading texts')).not.toBeInTheDocument();
  });

  it('throws a failed download to the error boundary', async () => {
    const i18n = new Translator('en', () => Promise.reject(new Error('offline')));
    const errors: unknown[] = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TranslationProvider i18n={i18n}>
        <ErrorBoundary onError={(error) => errors.push(error)}>
          <Suspense fallback={<p>Loading texts</p>}>
            <Screen />
          </Suspense>
        </ErrorBoundary>
      </TranslationProvider>,
    );
    expect(await screen.findByText('Failed: offline')).toBeInTheDocument();
    expect(errors).toEqual([new Error('offline')]);
  });
});

describe('Trans', () => {
  it('puts the named elements where the text has their tags, with the text inside them', async () => {
    const i18n = new Translator('en', (namespace, language) => Promise.resolve(TEXTS[`${language}|${namespace}`]!));
    await i18n.loadNamespaces('common');
    function Sentence() {
      const { t } = useTranslation();
      return (
        <p data-testid="sentence">
          <Trans t={t} i18nKey="howToReturn" components={{ resume: <a href="/partial-Filled" />, b: <strong />, i: <em />, br: <br /> }} />
        </p>
      );
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Sentence />
      </TranslationProvider>,
    );
    expect(screen.getByRole('link', { name: 'the form' })).toHaveAttribute('href', '/partial-Filled');
    expect(screen.getByTestId('sentence').innerHTML).toBe('Open <a href="/partial-Filled">the form</a> and <strong>enter <em>your</em> number</strong>.<br>Done here.');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('link', { name: 'le formulaire' })).toBeInTheDocument();
  });
});
