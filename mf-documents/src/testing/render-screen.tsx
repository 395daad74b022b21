import type { ReactElement } from 'react';
import { JOURNEY_NAMESPACE } from '@evisa/i18n';
import type { ApplicationRecord } from '@evisa/contracts';
import { storedApplication as storedFixture } from '@evisa/contracts/testing';
import { renderScreen } from '@evisa/ui/testing';
import { NAMESPACE } from '../i18n';

/** Renders a form with the real English texts (this remote's, the journey's and the validation messages), a router and toasts. */
export function renderForm(ui: ReactElement) {
  return renderScreen(ui, { namespaces: [NAMESPACE, 'validation', JOURNEY_NAMESPACE] });
}

/** A stored application as GET application returns it, after step 5. */
export function storedApplication(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return storedFixture({ completedSteps: ['step1', 'step2', 'step3', 'step4', 'step5'], ...overrides });
}

/** jsdom has no object URLs; the forms only pass them to <img>. */
export function stubObjectUrls() {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}
