import { preloadApplication } from '@evisa/api-client';
import { initialLanguage } from '@evisa/i18n/languages';
import { warmOptionLists } from '../options/use-option-lists';

/**
 * A step screen's `preload`, called by the shell once the screen's module has loaded for the page's route: the
 * application is read meanwhile, and the country lists are named and sorted in the page's language when the main
 * thread is next idle (the texts are still downloading then), so that the form's first render only reads them.
 */
export function preloadStep(params: Record<string, string | undefined>): () => void {
  const warm = () => warmOptionLists(initialLanguage());
  if (window.requestIdleCallback) window.requestIdleCallback(warm);
  else setTimeout(warm, 0);
  return preloadApplication(params);
}
