import { preloadApplication } from '@evisa/api-client';

/** A step screen's `preload`, called by the shell once the screen's module has loaded for the page's route: the application is read meanwhile. */
export function preloadStep(params: Record<string, string | undefined>): () => void {
  return preloadApplication(params);
}
