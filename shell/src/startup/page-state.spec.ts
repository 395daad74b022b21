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
    const first = held.pageState('early-requests', make);
    first.reads.set('/config.json', 1);
    expect(main.pageState('early-requests', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(main.pageState('other', () => 'its own')).toBe('its own');
  });

  it('starts afresh on a new page', async () => {
    const { pageState } = await moduleCopy();
    const before = pageState('hold', () => ({}));
    forgetPageState();
    expect(pageState('hold', () => ({}))).not.toBe(before);
  });
});
