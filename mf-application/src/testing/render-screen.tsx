import type { ComponentType } from 'react';
import { COUNTRIES_NAMESPACE, JOURNEY_NAMESPACE, type LanguageCode } from '@evisa/i18n';
import { renderScreen as renderWithTexts } from '@evisa/ui/testing';
import { NAMESPACE } from '../i18n';
import { SCAN_NAMESPACE } from '../passport/passport-scan-i18n';

/** Renders one screen at `path` under `pattern`, with the real texts (English unless told) and toasts; other paths show where the screen navigated (navigatedTo). */
export function renderScreen(Screen: ComponentType, { path, pattern, language = 'en' }: { path: string; pattern: string; language?: LanguageCode }) {
  return renderWithTexts(<Screen />, { namespaces: [NAMESPACE, SCAN_NAMESPACE, 'validation', JOURNEY_NAMESPACE, COUNTRIES_NAMESPACE], path, route: pattern, language });
}
