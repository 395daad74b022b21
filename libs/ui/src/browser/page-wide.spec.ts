import type * as PageWide from './page-wide';

/** A copy of the module, as each script of the page that bundles it has its own. */
function copyOfTheModule(): typeof PageWide {
  let copy: typeof PageWide | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof PageWide>('./page-wide');
  });
  return copy!;
}

const KEY = 'evisa.test.page-wide';

afterEach(() => copyOfTheModule().forgetPageWide(KEY));

describe('a page-wide value', () => {
  it('is made once, by whichever copy asks first, and is the same object for every copy', () => {
    const held = copyOfTheModule();
    const main = copyOfTheModule();
    const create = jest.fn(() => ({ reads: new Map<string, number>() }));
    const first = held.pageWide(KEY, create);
    first.reads.set('/config.json', 1);
    expect(main.pageWide(KEY, create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(main.pageWide('evisa.test.other', () => 'its own')).toBe('its own');
    main.forgetPageWide('evisa.test.other');
  });

  it('lives under its key on the page, where a script built before this helper finds it too', () => {
    const { pageWide } = copyOfTheModule();
    const value = pageWide(KEY, () => ({ baseUrl: '/api' }));
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for(KEY)]).toBe(value);
  });

  it('keeps a falsy value, and starts afresh on a new page', () => {
    const { forgetPageWide, pageWide } = copyOfTheModule();
    const create = jest.fn(() => 0);
    expect(pageWide(KEY, create)).toBe(0);
    expect(pageWide(KEY, create)).toBe(0);
    expect(create).toHaveBeenCalledTimes(1);
    forgetPageWide(KEY);
    expect(pageWide(KEY, () => 1)).toBe(1);
  });
});
