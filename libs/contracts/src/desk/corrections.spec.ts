import { CORRECTABLE_DOCUMENTS, CORRECTABLE_FIELDS_BY_STEP, PRICED_FIELDS, correctableStepOf, fieldsOpenedWith } from './corrections';

describe('what a correction can open', () => {
  it('never opens a priced answer or the e-mail address', () => {
    const correctable: string[] = Object.values(CORRECTABLE_FIELDS_BY_STEP).flat();
    for (const field of [...PRICED_FIELDS, 'email', 'confirmEmail']) {
      expect(correctable).not.toContain(field);
      expect(correctableStepOf(field)).toBeUndefined();
    }
  });

  it('finds the step of an answer, and opens the photo and every document', () => {
    expect(correctableStepOf('surname')).toBe('step1');
    expect(correctableStepOf('cityOfBirth')).toBe('step2');
    expect(correctableStepOf('placeVisited1')).toBe('step4');
    expect(CORRECTABLE_DOCUMENTS).toEqual(expect.arrayContaining(['mainImg', 'passportCopy']));
  });
});

describe('what opening an answer opens', () => {
  it('opens the answers it reveals with it, in the steps\' order, each once', () => {
    expect(fieldsOpenedWith(['saarcCountries'])).toEqual(['saarcCountries', 'saarcDetails']);
    expect(fieldsOpenedWith(['maritalStatus', 'spouseName'])).toEqual(['maritalStatus', 'spouseName', 'SpouseNationality', 'SpousePrevNationality', 'SpouseBirthPlace', 'SpouseCtryOfBirth']);
    expect(fieldsOpenedWith(['visitedIndiaBefore'])).toEqual(expect.arrayContaining(['visitedIndiaBefore', 'visitedIndiaBeforeAddrss', 'visitedIndiaBeforeDateOfIssue']));
    expect(fieldsOpenedWith(['inMilitaryOrganization'])).toContain('forceOrganizationRank');
    expect(fieldsOpenedWith(['otherPassport'])).toContain('otherPassport_PassportNo');
    expect(fieldsOpenedWith(['cityOfBirth'])).toEqual(['cityOfBirth']);
  });
});
