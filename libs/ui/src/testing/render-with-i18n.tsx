import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createI18n, TranslationProvider } from '@evisa/i18n';

/** Renders kit components with the real English `common` texts. */
export async function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  const i18n = await createI18n('en');
  const result = render(
    <TranslationProvider i18n={i18n}>
      <Suspense fallback={null}>{ui}</Suspense>
    </TranslationProvider>,
    options,
  );
  return result;
}
