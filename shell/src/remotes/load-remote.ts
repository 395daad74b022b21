import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * The one place that loads a remote module. Jest cannot resolve federated imports, so component tests
 * replace this module (ARCHITECTURE 9).
 */
export async function loadRemoteScreen(remote: string, expose: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/${expose}`);
  if (!module?.default) throw new Error(`${remote}/${expose} did not load`);
  return module;
}
