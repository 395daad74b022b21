import { preloadApplication } from '@evisa/api-client';
import { initialLanguage } from '@evisa/i18n/languages';
import { whenIdle } from '@evisa/ui/browser';
import { warmOptionLists } from '../options/use-option-lists';

/**
 * A step screen's `preload`, called by the shell once the screen's module has loaded for the page's route: the
 * application is read meanwhile, and the country lists are named and sorted in the page's language when the main
 * thread is next idle (the texts are still downloading then), so that the form's first render only reads them.
 */
export function preloadStep(params: Record<string, string | undefined>): () => void {
  whenIdle(() => warmOptionLists(initialLanguage()));
  return preloadApplication(params);
}
