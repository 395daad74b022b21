import type { ApplicationType, PassportType, VisaServiceId } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { fieldsOf, requiredFieldsOf, type FieldDeclarations } from './field-declaration';

/** Step 1, 'E-Visa Application' (spec 3.1): sent to POST newApplication and PATCH applicationSubmitStep1. */
export type Step1Payload = {
  applicationType: ApplicationType;
  passportType: PassportType;
  surname: string;
  givenName: string;
  /** ISO alpha-2 code of a nationality whose holders may apply for an e-Visa. */
  nationality: string;
  /** Slug of an arrival port (ARRIVAL_PORTS). */
  portOfArrival: string;
  dateOfBirth: IsoDate;
  email: string;
  confirmEmail: string;
  contactNo: string;
  expectedArrival: IsoDate;
  visaService: VisaServiceId;
  /** Second level of the visa services tree. */
  serviceSubCategory: string;
  /** Third level of the visa services tree; '' when the sub-category has none. */
  serviceSubCat_subCategory: string;
};

/**
 * Step 1's fields in the form's order (spec 3.1, 5.1). The sub-category and its third level are required when the
 * chosen service offers them (validateStep1 reads the visa services tree).
 */
export const STEP1_DECLARATIONS = {
  applicationType: { kind: 'option', options: 'applicationType', required: true },
  passportType: { kind: 'option', options: 'passportType', required: true },
  surname: { kind: 'name', required: true },
  givenName: { kind: 'name', required: true },
  nationality: { kind: 'country', options: 'eVisaNationality', required: true },
  portOfArrival: { kind: 'option', options: 'arrivalPort', required: true },
  dateOfBirth: { kind: 'date', required: true },
  email: { kind: 'email', required: true },
  confirmEmail: { kind: 'email', required: true },
  contactNo: { kind: 'phone', required: true },
  expectedArrival: { kind: 'date', required: true },
  visaService: { kind: 'option', options: 'visaService', required: true },
  serviceSubCategory: { kind: 'option', options: 'visaSubCategory' },
  serviceSubCat_subCategory: { kind: 'option', options: 'visaPurpose' },
} as const satisfies FieldDeclarations<Step1Payload>;

export const STEP1_FIELDS = fieldsOf(STEP1_DECLARATIONS);

/** Spec 5.1: required on step 1 ('This field is required'). */
export const STEP1_REQUIRED_FIELDS = requiredFieldsOf(STEP1_DECLARATIONS);
