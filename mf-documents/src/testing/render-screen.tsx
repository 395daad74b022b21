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

/** Answers API calls made with fetch: `answer(url, init)` gives the status and JSON body. Restores fetch after. */
export function stubFetch(answer: (url: string, init?: RequestInit) => { status: number; body: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const { status, body } = answer(url, init);
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}

/** jsdom has no object URLs; the forms only pass them to <img>. */
export function stubObjectUrls() {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}
