import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ok, stubApi } from '@evisa/api-client/testing';
import { JOURNEY_NAMESPACE } from '@evisa/i18n';
import { renderScreen } from '@evisa/ui/testing';
import texts from '../../locales/en/documents.json';
import { NAMESPACE } from '../i18n';
import { storedApplication } from '../testing/render-screen';
import * as documents from './documents';
import * as photo from './photo';
import * as questions from './questions';

const ID = 'IN0ABCDEFGHJKM';

type Screen = { default: ComponentType; preload: (params: Record<string, string | undefined>) => () => void };
const SCREENS: [string, Screen, string][] = [
  ['/Apply6/:id', photo, texts.submitAndNext],
  ['/documents/:id', documents, texts.submitAndNext],
  ['/questions/:id', questions, texts.questions.submit],
];

describe("the documents remote's step screens", () => {
  it.each(SCREENS)('%s reads the application once when the shell preloaded it, and shows its form without a loading state first', async (route, module, submit) => {
    const api = stubApi({ 'GET /visaapplication/application': ok(storedApplication({ uniqueId: ID })) });
    module.preload({ id: ID });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer has arrived before the screen renders
    const Screen = module.default;
    await renderScreen(<Screen />, { namespaces: [NAMESPACE, 'validation', JOURNEY_NAMESPACE, 'common'], path: route.replace(':id', ID), route });
    // In the screen's first render: its form, no load of its own, no round trip after it.
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/visaapplication/application')).toHaveLength(1);
    expect(api.calls[0]?.query.get('applicationId')).toBe(ID);
  });
});
