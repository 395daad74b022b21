import type { ApplicationType, PassportType, VisaServiceId } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { fieldsOf, type FieldDeclarations } from './field-declaration';

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

/** Step 1's fields in the form's order. */
export const STEP1_DECLARATIONS = {
  applicationType: { kind: 'option' },
  passportType: { kind: 'option' },
  surname: { kind: 'name' },
  givenName: { kind: 'name' },
  nationality: { kind: 'country' },
  portOfArrival: { kind: 'option' },
  dateOfBirth: { kind: 'date' },
  email: { kind: 'email' },
  confirmEmail: { kind: 'email' },
  contactNo: { kind: 'phone' },
  expectedArrival: { kind: 'date' },
  visaService: { kind: 'option' },
  serviceSubCategory: { kind: 'option' },
  serviceSubCat_subCategory: { kind: 'option' },
} as const satisfies FieldDeclarations<Step1Payload>;

export const STEP1_FIELDS = fieldsOf(STEP1_DECLARATIONS);
