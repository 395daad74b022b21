import type { Option } from './option';

// The option lists of spec 9.2. Values are what the record stores; labels are English display text.

export const PASSPORT_TYPES = [{ value: 'ordinary', label: 'Ordinary Passport' }] as const satisfies readonly Option[];
export type PassportType = (typeof PASSPORT_TYPES)[number]['value'];

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Option[];
export type Gender = (typeof GENDERS)[number]['value'];

export const RELIGIONS = [
  { value: 'BAHAI', label: 'Bahai' },
  { value: 'BUDDHISM', label: 'Buddhism' },
  { value: 'CHRISTIAN', label: 'Christian' },
  { value: 'HINDU', label: 'Hindu' },
  { value: 'ISLAM', label: 'Islam' },
  { value: 'JAINISM', label: 'Jainism' },
  { value: 'JUDAISM', label: 'Judaism' },
  { value: 'OTHERS', label: 'Others' },
  { value: 'PARSI', label: 'Parsi' },
  { value: 'SIKH', label: 'Sikh' },
  { value: 'ZOROASTRIAN', label: 'Zoroastrian' },
] as const satisfies readonly Option[];
export type Religion = (typeof RELIGIONS)[number]['value'];

export const EDUCATION_LEVELS = [
  { value: 'BELOW MATRICULATION', label: 'Below matriculation' },
  { value: 'GRADUATE', label: 'Graduate' },
  { value: 'HIGHER SECONDARY', label: 'Higher secondary' },
  { value: 'ILLITERATE', label: 'Illiterate' },
  { value: 'MATRICULATION', label: 'Matriculation' },
  { value: 'NA BEING MINOR', label: 'NA being minor' },
  { value: 'OTHERS', label: 'Others' },
  { value: 'POST GRADUATE', label: 'Post graduate' },
  { value: 'PROFESSIONAL', label: 'Professional' },
] as const satisfies readonly Option[];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['value'];

export const MARITAL_STATUSES = [
  { value: 'Single', label: 'Single' },
  { value: 'Married', label: 'Married' },
] as const satisfies readonly Option[];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]['value'];

export const OCCUPATIONS = [
  { value: 'Engineer', label: 'Engineer' },
  { value: 'Doctor', label: 'Doctor' },
  { value: 'Teacher', label: 'Teacher' },
  { value: 'Business', label: 'Business' },
  { value: 'Student', label: 'Student' },
  { value: 'Government Employee', label: 'Government Employee' },
  { value: 'Private Employee', label: 'Private Employee' },
  { value: 'Other', label: 'Other' },
] as const satisfies readonly Option[];
export type Occupation = (typeof OCCUPATIONS)[number]['value'];

export const NATIONALITY_ACQUIRED = [
  { value: 'By birth', label: 'By birth' },
  { value: 'By naturalization', label: 'By naturalization' },
] as const satisfies readonly Option[];
export type NationalityAcquired = (typeof NATIONALITY_ACQUIRED)[number]['value'];

/** 'Yes'/'No' questions of steps 2, 3 and the questions page (capitalised in the spec). */
export const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const satisfies readonly Option[];
export type YesNo = (typeof YES_NO)[number]['value'];

/** 'yes'/'no' questions of the visit-details step (lower case in the spec). */
export const LOWER_YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Option[];
export type LowerYesNo = (typeof LOWER_YES_NO)[number]['value'];
