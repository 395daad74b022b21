import { PURPOSE_PREFIXES } from './purpose-sections';
import {
  VISA_SERVICES,
  documentsForService,
  findVisaService,
  isVisaBranch,
  purposeSectionOf,
  resolveVisaSelection,
  type VisaLeaf,
} from './visa-services';

function leavesOf(serviceValue: string): VisaLeaf[] {
  return (findVisaService(serviceValue)?.options ?? []).flatMap((option) => (isVisaBranch(option) ? option.options : [option]));
}

describe('VISA_SERVICES', () => {
  it('has the seven services of spec 9.2', () => {
    expect(VISA_SERVICES.map((service) => service.value)).toEqual([
      'tourist',
      'medical',
      'business',
      'conference',
      'medicalAttendant',
      'ayush',
      'ayushAttendant',
    ]);
  });

  it('offers e-Tourist for 30 days, 1 year and 5 years, each with the five tourist purposes', () => {
    const tourist = findVisaService('tourist');
    expect(tourist?.options.map((option) => [option.value, option.durationDays])).toEqual([
      ['30D', 30],
      ['1YR', 365],
      ['5YR', 1825],
    ]);
    tourist?.options.forEach((option) => {
      expect(isVisaBranch(option) && option.options.map((purpose) => purpose.value)).toEqual([
        'recreation',
        'meetingFriendsRelatives',
        'yogaProgramme',
        'shortTermCourse',
        'voluntaryWork',
      ]);
    });
  });

  it('offers eleven business purposes', () => {
    expect(leavesOf('business')).toHaveLength(11);
  });

  it.each([
    ['tourist', [null]],
    ['medical', ['stself_']],
    ['business', ['setBuz_', 'selPur_', 'buzMeet_', 'reManPow_', 'exh_', 'projExp_', 'codTour_', null, null, 'sportsAct_', null]],
    ['conference', ['atendConf_']],
    ['medicalAttendant', ['patientTravMedVisa_']],
    ['ayush', ['tayushInd_']],
    ['ayushAttendant', ['ayushAttendent_']],
  ])('maps the %s leaves to their purpose sections', (service, sections) => {
    expect([...new Set(leavesOf(service).map((leaf) => leaf.purposeSection))]).toEqual([...new Set(sections)]);
    if (service === 'business') expect(leavesOf(service).map((leaf) => leaf.purposeSection)).toEqual(sections);
  });

  it('uses every one of the thirteen purpose sections', () => {
    const used = new Set(VISA_SERVICES.flatMap((service) => leavesOf(service.value).map((leaf) => leaf.purposeSection)));
    PURPOSE_PREFIXES.forEach((prefix) => expect(used.has(prefix)).toBe(true));
  });

  it.each([
    ['tourist', ['passportCopy']],
    ['business', ['passportCopy', 'businessCard', 'businessInvitationLetter']],
    ['medical', ['passportCopy', 'medicalInvitationLetter']],
    ['ayush', ['passportCopy', 'medicalInvitationLetter']],
    ['conference', ['passportCopy', 'organizerInvitation', 'politicalClearance', 'eventClearance']],
    ['medicalAttendant', ['passportCopy']],
    ['ayushAttendant', ['passportCopy']],
    ['unknown', ['passportCopy']],
  ])('asks %s applicants for %j, on every leaf too', (service, documents) => {
    expect(documentsForService(service)).toEqual(documents);
    leavesOf(service).forEach((leaf) => expect(leaf.documents).toEqual(documents));
  });
});

describe('resolveVisaSelection', () => {
  it('resolves a complete tourist selection with its duration', () => {
    const resolved = resolveVisaSelection({ visaService: 'tourist', serviceSubCategory: '1YR', serviceSubCat_subCategory: 'yogaProgramme' });
    expect(resolved?.leaf.value).toBe('yogaProgramme');
    expect(resolved?.durationDays).toBe(365);
  });

  it('resolves a two-level selection and ignores a stray third level', () => {
    const resolved = resolveVisaSelection({ visaService: 'business', serviceSubCategory: 'sportsActivity', serviceSubCat_subCategory: 'x' });
    expect(resolved?.leaf.purposeSection).toBe('sportsAct_');
    expect(resolved?.durationDays).toBe(365);
  });

  it.each([
    [{}],
    [{ visaService: 'tourist' }],
    [{ visaService: 'tourist', serviceSubCategory: '30D' }],
    [{ visaService: 'tourist', serviceSubCategory: '30D', serviceSubCat_subCategory: 'nope' }],
    [{ visaService: 'business', serviceSubCategory: '30D' }],
    [{ visaService: 'visit', serviceSubCategory: 'x' }],
    [{ visaService: 42 }],
  ])('returns undefined for the incomplete or invalid selection %j', (selection) => {
    expect(resolveVisaSelection(selection)).toBeUndefined();
    expect(purposeSectionOf(selection)).toBeNull();
  });

  it('names the purpose section of a selection', () => {
    expect(purposeSectionOf({ visaService: 'conference', serviceSubCategory: 'attendConference' })).toBe('atendConf_');
    expect(purposeSectionOf({ visaService: 'business', serviceSubCategory: 'joinVessel' })).toBeNull();
  });
});
