import { ROUTES } from './routes';

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
