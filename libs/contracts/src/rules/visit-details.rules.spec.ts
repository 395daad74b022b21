import { CTX, VALID_STEP1, VALID_STEP5, VALID_VISIT_PLAN } from '../testing/fixtures';
import { validateVisitDetails } from './visit-details.rules';

describe('validateVisitDetails', () => {
  it('accepts both visit-details steps together', () => {
    expect(validateVisitDetails({ ...VALID_STEP1, ...VALID_VISIT_PLAN, ...VALID_STEP5 }, CTX)).toEqual({});
  });

  it('reports the errors of both steps', () => {
    const values = { ...VALID_STEP1, ...VALID_VISIT_PLAN, ...VALID_STEP5, placeVisited1: '', saarcCountries: 'yes', saarcDetails: [] };
    expect(validateVisitDetails(values, CTX)).toEqual({ placeVisited1: 'placeToVisitRequired', saarcDetails: 'saarcVisitRequired' });
  });

  it('reports a business purpose section with the references', () => {
    const values = { ...VALID_STEP1, visaService: 'business', serviceSubCategory: 'exhibitions', ...VALID_VISIT_PLAN, ...VALID_STEP5, referenceNameHome: '' };
    expect(validateVisitDetails(values, CTX)).toEqual({
      exh_ApplicantsCompanyName: 'required',
      exh_Address: 'required',
      exh_PhNo: 'required',
      exh_NameAndAddOfExh: 'required',
      referenceNameHome: 'referenceNameHomeRequired',
    });
  });
});
