import type { ReactElement } from 'react';
import { ANSWERS_NAMESPACES } from '@evisa/i18n';
import type { SiteConfig } from '@evisa/ui';
import { renderScreen as renderWithTexts } from '@evisa/ui/testing';
import { NAMESPACE } from '../i18n';

/**
 * Renders a screen at `path` under its route pattern, with this remote's real English texts (and the ones it requires,
 * put in place first as the shell does), toasts and a site config.
 */
export function renderScreen(ui: ReactElement, { path, route, config }: { path: string; route: string; config?: SiteConfig }) {
  return renderWithTexts(ui, { namespaces: [NAMESPACE, 'validation', ...ANSWERS_NAMESPACES], path, route, config });
}
