// In the pre-render, a remote's screen is its source module (webpack.config.cjs writes the table from the remotes'
// exposes); in the page, src/remotes/load-remote.ts loads it through the federation runtime.
import type { ScreenModule } from '../src/remotes/load-remote';
import { SCREENS } from './screens';

export type { ScreenModule };

export async function loadRemoteScreen(remote: string, expose: string): Promise<ScreenModule> {
  const load = SCREENS[`${remote}/${expose}`];
  if (!load) throw new Error(`${remote}/${expose}: no such exposed screen`);
  return (await load()) as ScreenModule;
}
