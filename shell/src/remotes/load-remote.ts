import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * A remote's screen module. `preload`, if the screen has one, starts reading what the screen shows (its API data)
 * for the route's parameters before it first renders; the function it may return forgets that read if the screen
 * is never shown (the applicant went elsewhere first).
 */
export interface ScreenModule {
  default: ComponentType;
  preload?: (params: Record<string, string>) => (() => void) | void;
}

/**
 * The one place that loads a remote module. Jest cannot resolve federated imports, so component tests
 * replace this module (ARCHITECTURE 9).
 */
export async function loadRemoteScreen(remote: string, expose: string): Promise<ScreenModule> {
  const module = await loadRemote<ScreenModule>(`${remote}/${expose}`);
  if (!module?.default) throw new Error(`${remote}/${expose} did not load`);
  return module;
}
