import { MESSAGES, isMessageKey } from './messages';

describe('MESSAGES', () => {
  // Verbatim from spec sections 5 and 8: a change here is a change of the product contract.
  it.each([
    ['required', 'This field is required'],
    ['selectServiceSubCategory', 'Please select a service sub category'],
    ['invalidEmail', 'Please enter a valid email address'],
    ['emailsDoNotMatch', 'Emails do not match'],
    ['invalidContactNumber', 'Please enter a valid contact number with country code minimum 6 digit (e.g., +44 7700 900123)'],
    ['arrivalNotInFuture', 'Expected arrival date must be in the future'],
    ['underage', 'Applicant must be at least 18 years old'],
    ['previousSurnameRequired', 'Please enter previous surname'],
    ['previousNameRequired', 'Please enter previous given name'],
    ['previousNationalityRequired', 'Please select previous nationality'],
    ['invalidDate', 'Invalid date'],
    ['issueDateOutOfRange', 'Issue date must be within the last 10 years'],
    ['expiryNotAfterIssue', 'Expiry date must be after the issue date'],
    ['errorSubmittingApplication', 'Error submitting application'],
    ['invalidPhone', 'Please enter a valid phone number'],
    ['invalidMobile', 'Please enter a valid mobile number'],
    ['militaryFieldRequired', 'This field is required when serving in military organization'],
    ['placeToVisitRequired', 'Place to visit is required'],
    ['referenceNameIndiaRequired', 'Reference name in India is required'],
    ['referenceAddressIndiaRequired', 'Reference address in India is required'],
    ['referencePhoneIndiaRequired', 'Reference phone number in India is required'],
    ['referenceNameHomeRequired', 'Reference name in home country is required'],
    ['referenceAddressHomeRequired', 'Reference address in home country is required'],
    ['referencePhoneHomeRequired', 'Reference phone number in home country is required'],
    ['saarcVisitRequired', 'Please add at least one SAARC country visit detail'],
    ['countryRequired', 'Country is required'],
    ['yearRequired', 'Year is required'],
    ['invalidVisits', 'Please enter valid number of visits'],
    ['saarcEntryIncomplete', 'Please fill country, year and number of visits before adding.'],
    ['imageRequired', 'Please upload your image.'],
    ['invalidImageType', 'Only JPG and PNG formats are allowed.'],
    ['imageTooLarge', 'Image size must be less than 1MB.'],
    ['passportImageRequired', 'Please upload your passport image.'],
    ['declarationRequired', 'Please accept the declaration.'],
    ['correctHighlightedErrors', 'Please correct the highlighted errors before continuing.'],
    ['someErrorHappens', 'Some Error Happens!!'],
    ['somethingWentWrong', 'Something went wrong. Please try again.'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('keys are camelCase identifiers and texts are unique', () => {
    Object.keys(MESSAGES).forEach((key) => expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/));
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('tells message keys from other strings', () => {
    expect(isMessageKey('required')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});
