import { PAGE_STATES } from '@evisa/ui/browser';

import { forgetPageState } from './page-state';

/** A copy of the module, as each bundle of the page has its own. */
async function moduleCopy() {
  let module!: typeof import('./page-state');
  await jest.isolateModulesAsync(async () => {
    module = await import('./page-state');
  });
  return module;
}

afterEach(() => forgetPageState());

describe('the page-wide state of the start-up modules', () => {
  it('is made once per page, by whichever bundle asks first, and shared with the other', async () => {
    const held = await moduleCopy();
    const main = await moduleCopy();
    const make = jest.fn(() => ({ reads: new Map<string, number>() }));
    const first = held.pageState(PAGE_STATES.earlyRequests, make);
    first.reads.set('/config.json', 1);
    expect(main.pageState(PAGE_STATES.earlyRequests, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(main.pageState(PAGE_STATES.hydrationHold, () => 'its own')).toBe('its own');
  });

  it('starts afresh on a new page', async () => {
    const { pageState } = await moduleCopy();
    const before = pageState(PAGE_STATES.hydrationHold, () => ({}));
    forgetPageState();
    expect(pageState(PAGE_STATES.hydrationHold, () => ({}))).not.toBe(before);
  });
});
