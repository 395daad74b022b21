import { APPLICATION_READ, type ApplicationRecord } from '@evisa/contracts';
import { api } from './api-client';
import { preloadApiResource } from './use-api-resource';

/** The stored application (spec 7's read), as every step, the preview and the payment page load it. */
export const loadApplication = (id: string) => api.get<ApplicationRecord>(APPLICATION_READ, { applicationId: id });

/**
 * A step screen's `preload`, called by the shell once the screen's module has loaded for the page's route: the
 * application is read meanwhile, so that it is usually there by the screen's first render (useApiResource).
 */
export function preloadApplication({ id = '' }: Record<string, string | undefined>): () => void {
  return preloadApiResource(id, loadApplication);
}
