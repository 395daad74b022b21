import { INFO_PAGE_ALIASES, MOBILE_MENU_PATHS, ROUTE_PATTERNS, ROUTES, SIDE_MENU_PATHS, TOP_NAV_PATHS, matchRoute } from './routes';

describe('ROUTES', () => {
  it.each([
    [ROUTES.apply1('AB12'), '/Apply1/AB12'],
    [ROUTES.apply2('AB12'), '/Apply2/AB12'],
    [ROUTES.apply3('AB12'), '/Apply3/AB12'],
    [ROUTES.apply4('AB12'), '/Apply4/AB12'],
    [ROUTES.apply5('AB12'), '/Apply5/AB12'],
    [ROUTES.apply6('AB12'), '/Apply6/AB12'],
    [ROUTES.documents('AB12'), '/documents/AB12'],
    [ROUTES.questions('AB12'), '/questions/AB12'],
    [ROUTES.preview('AB12'), '/Preview/AB12'],
    [ROUTES.payment('AB12'), '/Payment/AB12'],
    [ROUTES.payment('a/b c'), '/Payment/a%2Fb%20c'],
    [ROUTES.apply, '/Apply'],
    [ROUTES.partialFilled, '/partial-Filled'],
    [ROUTES.visaFee, '/visa-fee'],
    [ROUTES.termsAndConditions, '/Terms-and-Conditions'],
  ])('builds %s', (built, expected) => expect(built).toBe(expected));
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/AboutUs', 'aboutUs', {}],
    ['/aboutus', 'aboutUs', {}],
    ['/Apply', 'apply', {}],
    ['/Apply1/AB12', 'apply1', { id: 'AB12' }],
    ['/apply1/AB12', 'apply1', { id: 'AB12' }],
    ['/APPLY5/xYz', 'apply5', { id: 'xYz' }],
    ['/apply6/AB12/', 'apply6', { id: 'AB12' }],
    ['/documents/AB12', 'documents', { id: 'AB12' }],
    ['/Payment/a%2Fb%20c', 'payment', { id: 'a/b c' }],
    ['/about', 'aboutUs', {}],
    ['/PrivacyPolicy', 'privacy', {}],
    ['/termCondition', 'documentRequired', {}],
    ['/Service', 'service', {}],
    ['/services', 'service', {}],
    ['/services/2', 'service', {}],
    ['/Faq', 'faq', {}],
    ['/Refund-Policy', 'refundPolicy', {}],
    ['/Instruction', 'instruction', {}],
    ['/Visa-Fee-Details', 'visaFeeDetails', {}],
    ['/contact', 'contact', {}],
    ['/blogs', 'blogs', {}],
    ['/products', 'products', {}],
    ['/partial-filled', 'partialFilled', {}],
  ])('%s shows %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it.each(['/nowhere', '/Apply1', '/Apply1/', '/Apply1/a/b', '/services/3', ''])('%p is not found', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it('resolves every menu link (ARCHITECTURE: every link on the site resolves)', () => {
    [...TOP_NAV_PATHS, ...SIDE_MENU_PATHS, ...MOBILE_MENU_PATHS, ...Object.keys(INFO_PAGE_ALIASES)].forEach((path) => {
      expect(matchRoute(path)).toBeDefined();
    });
  });

  it('matches every pattern it declares', () => {
    Object.entries(ROUTE_PATTERNS).forEach(([name, pattern]) => {
      expect(matchRoute(pattern.replace(':id', 'X1'))?.name).toBe(name);
    });
  });
});
