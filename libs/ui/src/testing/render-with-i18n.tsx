import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createI18n, I18nextProvider } from '@evisa/i18n';

/** Renders kit components with the real English `common` texts. */
export async function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  const i18n = await createI18n('en');
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{ui}</Suspense>
    </I18nextProvider>,
    options,
  );
  return result;
}
