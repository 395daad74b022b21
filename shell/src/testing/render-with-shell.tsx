import type { ReactElement } from 'react';
import { registerNamespace } from '@evisa/i18n';
import { renderScreen } from '@evisa/ui/testing';

registerNamespace('shell', (language) => import(`../../locales/${language}/shell.json`));

/** Renders shell UI with the real English texts, a router at `path`, and the default site configuration. */
export function renderWithShell(ui: ReactElement, path = '/') {
  return renderScreen(ui, { namespaces: ['shell'], path });
}
