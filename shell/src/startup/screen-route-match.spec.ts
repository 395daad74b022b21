import { INFO_PAGE_ALIASES, MOBILE_MENU_PATHS, SIDE_MENU_PATHS, TOP_NAV_PATHS } from '@evisa/contracts';
import { routeParams, screenRouteFor } from './screen-route-match';

describe('screenRouteFor', () => {
  it('matches paths as the router does: any case, parameters, a trailing slash', () => {
    expect(screenRouteFor('/')).toMatchObject({ remote: 'mf_info_pages', expose: 'Home' });
    expect(screenRouteFor('/apply2/ABC123/')).toMatchObject({ remote: 'mf_application', expose: 'Step2' });
    expect(screenRouteFor('/Payment/X/confirmation')).toMatchObject({ remote: 'mf_payment', expose: 'Confirmation' });
    expect(screenRouteFor('/services/2')).toMatchObject({ expose: 'Services' });
  });

  it('resolves every menu link and alias (ARCHITECTURE: every link on the site resolves)', () => {
    const unresolved = [...TOP_NAV_PATHS, ...SIDE_MENU_PATHS, ...MOBILE_MENU_PATHS, ...Object.keys(INFO_PAGE_ALIASES)].filter((path) => !screenRouteFor(path));
    expect(unresolved).toEqual([]);
  });

  it("names the formatter a screen's first render builds, for the start-up to build first: the forms' date, the fee's dollars", () => {
    for (const path of ['/Apply', '/Apply2/X', '/Apply5/X', '/partial-Filled', '/order/X/traveller']) expect(screenRouteFor(path)?.firstFormatter).toBe('today');
    for (const path of ['/Payment/X', '/Payment/X/confirmation', '/order/X']) expect(screenRouteFor(path)?.firstFormatter).toBe('usd');
    for (const path of ['/', '/AboutUs', '/Preview/X', '/status', '/Apply6/X']) expect(screenRouteFor(path)?.firstFormatter).toBeUndefined();
  });

  it('finds nothing for the not-found page', () => {
    expect(screenRouteFor('/nothing-here')).toBeUndefined();
    expect(screenRouteFor('/Apply2')).toBeUndefined();
  });
});

describe('routeParams', () => {
  it("reads the route's parameters from the path", () => {
    expect(routeParams('/Apply2/:id', '/apply2/ABC123/')).toEqual({ id: 'ABC123' });
    expect(routeParams('/Payment/:id/confirmation', '/Payment/X%20Y/confirmation')).toEqual({ id: 'X Y' });
    expect(routeParams('/', '/')).toEqual({});
  });
});
