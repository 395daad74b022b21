import { isDeskPath } from './desk-path';
import { DESK_ROUTES, deskApplicationPath } from './desk-routes';

describe('the desk routes', () => {
  it('are all desk paths, which no applicant page is', () => {
    expect(Object.values(DESK_ROUTES).every(isDeskPath)).toBe(true);
    expect(isDeskPath('/AGENCY/queue')).toBe(true);
    expect(['/', '/Apply', '/agencyx', '/status', '/Preview/agency'].some(isDeskPath)).toBe(false);
  });

  it('link to an application by its number', () => {
    expect(deskApplicationPath('EVISA-AB12-CD34')).toBe('/agency/applications/EVISA-AB12-CD34');
  });
});
