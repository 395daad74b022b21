import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createI18n, TranslationProvider, type I18n } from '@evisa/i18n';
import { DateField, TextField } from '@evisa/ui/forms';
import { KeepTypedBeforeHydration } from './typed-before-hydration';

type Values = { applicationId: string; dateOfBirth: string };

/** A look-up form as the public pages have it: controlled boxes, a date of three, the values read on submit. */
function LookupForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const [values, setValues] = useState<Values>({ applicationId: '', dateOfBirth: '' });
  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <TextField label="Application number" name="applicationId" value={values.applicationId} onChange={(event) => set('applicationId', event.target.value)} />
      <DateField label="Date of birth" name="dateOfBirth" value={values.dateOfBirth} onChange={(value) => set('dateOfBirth', value)} />
      <button type="submit">Submit</button>
    </form>
  );
}

/** The screen's slot as the shell renders it (remote-screen.tsx). */
function Slot({ i18n, onSubmit }: { i18n: I18n; onSubmit: (values: Values) => void }) {
  return (
    <TranslationProvider i18n={i18n}>
      <KeepTypedBeforeHydration className="remote-slot">
        <LookupForm onSubmit={onSubmit} />
      </KeepTypedBeforeHydration>
    </TranslationProvider>
  );
}

/** Types into a box of the server's HTML, with no script on the page yet. */
function typeBeforeHydration(container: HTMLElement, selector: string, text: string) {
  const box = container.querySelector<HTMLInputElement>(selector)!;
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

const submitButton = (container: HTMLElement) => container.querySelector('button')!;
const TYPED: Values = { applicationId: 'IN12345678', dateOfBirth: '1990-05-17' };

describe('what a visitor typed before the page was hydrated', () => {
  let i18n: I18n;
  let container: HTMLElement;
  let root: Root | undefined;
  let actEnvironment: unknown;
  const submitted = jest.fn();

  beforeAll(async () => {
    i18n = await createI18n('en');
  });

  beforeEach(() => {
    // React's own scheduling, as in the browser: act() would flush what the page must do itself.
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
    submitted.mockReset();
    container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<Slot i18n={i18n} onSubmit={submitted} />);
    typeBeforeHydration(container, '[name="applicationId"]', TYPED.applicationId);
    typeBeforeHydration(container, '[name="dateOfBirth-day"]', '17');
    typeBeforeHydration(container, '[name="dateOfBirth-month"]', '05');
    typeBeforeHydration(container, '[name="dateOfBirth-year"]', '1990');
  });

  afterEach(() => {
    root?.unmount();
    root = undefined;
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('is in the form a submission finds when the submission is what hydrates the page (a held click made again)', () => {
    // As the bootstrap does: the hydration starts in a transition, and the click held back is made again at once.
    startTransition(() => {
      root = hydrateRoot(container, <Slot i18n={i18n} onSubmit={submitted} />);
    });
    submitButton(container).click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith(TYPED);
  });

  it('is in the form a submission finds as soon as the page is hydrated', async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Slot i18n={i18n} onSubmit={submitted} />);
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the transition's hydration committed, nothing after it
    submitButton(container).click();
    expect(submitted).toHaveBeenCalledWith(TYPED);
    expect(container.querySelector<HTMLInputElement>('[name="dateOfBirth-day"]')!.value).toBe('17');
  });
});
