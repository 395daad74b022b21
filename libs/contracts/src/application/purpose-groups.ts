import { PURPOSE_PREFIXES, type PurposePrefix } from '@evisa/reference-data';
import { requiredFieldsOf, type FieldDeclaration, type FieldKind } from './field-declaration';

// The thirteen prefixes are declared once, with their labels, in reference-data.
export { PURPOSE_PREFIXES, type PurposePrefix } from '@evisa/reference-data';

const BUSINESS_CONTACT = ['ApplicantsCompanyName', 'Address', 'PhNo', 'website'] as const;
const INDIAN_FIRM = [...BUSINESS_CONTACT, 'DetIndFirmName', 'IndFirmAddress', 'IndFrimPhNo', 'IndFirmWebsite'] as const;
const PATIENT = ['name', 'visaNumber', 'applicationId', 'passportNumber', 'dateOfBirth', 'nationality'] as const;

/** The fields of each purpose section after its prefix, exactly as spec 3.1 spells them. */
export const PURPOSE_GROUP_SUFFIXES = {
  stself_: ['HospitalName', 'HospitalAddress', 'State', 'District', 'Phone', 'TreatmentType'],
  setBuz_: ['Name', 'Address', 'PhNo', 'Website', 'NatuOfBuz'],
  selPur_: [...BUSINESS_CONTACT, 'NatuOfBuz'],
  buzMeet_: INDIAN_FIRM,
  reManPow_: [...BUSINESS_CONTACT, 'NandCnoOfCopRepresentativeInIndia', 'NatureOfJob', 'PlaceRecruitmentConducted'],
  exh_: [...BUSINESS_CONTACT, 'NameAndAddOfExh'],
  projExp_: INDIAN_FIRM,
  codTour_: ['NandAddrsOfAgencyNativeCountry', 'CitiesVisitedDuringTour', 'TravelAgentNameAssociateInIndia', 'Address', 'PhNo'],
  sportsAct_: [
    'sportsEventName',
    'eventOrganizerType',
    'eventStartDate',
    'eventEndDate',
    'address',
    'state',
    'district',
    'pinCode',
    'organizerName',
    'phoneNumber',
    'emailId',
    'restrictedAreaVisit',
    'restrictedAreaDetails',
    'previousSportsVisitDetails',
    'taxComplianceDetails',
    'participationType',
  ],
  atendConf_: [
    'nameOfConference',
    'startDate',
    'endDate',
    'venueAddress',
    'state',
    'district',
    'pincode',
    'organizerName',
    'organizerAddress',
    'organizerPhone',
    'organizerEmail',
  ],
  patientTravMedVisa_: PATIENT,
  tayushInd_: ['hospitalName', 'hospitalAddress', 'state', 'district', 'phone', 'medicalTreatmentType'],
  ayushAttendent_: PATIENT,
} as const satisfies Record<PurposePrefix, readonly string[]>;

export type PurposeFieldOf<P extends PurposePrefix> = `${P}${(typeof PURPOSE_GROUP_SUFFIXES)[P][number]}`;

/** Any field of any purpose section, e.g. 'buzMeet_IndFrimPhNo'. */
export type PurposeField = { [P in PurposePrefix]: PurposeFieldOf<P> }[PurposePrefix];

/** Purpose-section values: all text; dates as yyyy-mm-dd, phones as typed, countries as ISO alpha-2 codes. */
export type PurposeGroupValues = { [F in PurposeField]: string };

function prefixed<P extends PurposePrefix>(prefix: P): readonly PurposeFieldOf<P>[] {
  return PURPOSE_GROUP_SUFFIXES[prefix].map((suffix) => `${prefix}${suffix}` as PurposeFieldOf<P>);
}

/** The record fields of each purpose section, e.g. PURPOSE_GROUP_FIELDS.stself_ = ['stself_HospitalName', ...]. */
export const PURPOSE_GROUP_FIELDS = Object.fromEntries(PURPOSE_PREFIXES.map((prefix) => [prefix, prefixed(prefix)])) as {
  readonly [P in PurposePrefix]: readonly PurposeFieldOf<P>[];
};

export const ALL_PURPOSE_FIELDS: readonly PurposeField[] = PURPOSE_PREFIXES.flatMap((prefix) => PURPOSE_GROUP_FIELDS[prefix]);

/** How a purpose field is entered (see FieldKind); fields not listed are one line of free text. */
export type PurposeFieldKind = Extract<FieldKind, 'multiLine' | 'date' | 'phone' | 'email' | 'pinCode' | 'country' | 'yesNo'>;

export const PURPOSE_FIELD_KINDS: Readonly<Partial<Record<PurposeField, PurposeFieldKind>>> = {
  stself_Phone: 'phone',
  stself_HospitalAddress: 'multiLine',
  stself_TreatmentType: 'multiLine',
  setBuz_PhNo: 'phone',
  setBuz_Address: 'multiLine',
  setBuz_NatuOfBuz: 'multiLine',
  selPur_PhNo: 'phone',
  selPur_Address: 'multiLine',
  selPur_NatuOfBuz: 'multiLine',
  buzMeet_PhNo: 'phone',
  buzMeet_IndFrimPhNo: 'phone',
  buzMeet_Address: 'multiLine',
  buzMeet_IndFirmAddress: 'multiLine',
  reManPow_PhNo: 'phone',
  reManPow_Address: 'multiLine',
  reManPow_NatureOfJob: 'multiLine',
  exh_PhNo: 'phone',
  exh_Address: 'multiLine',
  exh_NameAndAddOfExh: 'multiLine',
  projExp_PhNo: 'phone',
  projExp_IndFrimPhNo: 'phone',
  projExp_Address: 'multiLine',
  projExp_IndFirmAddress: 'multiLine',
  codTour_PhNo: 'phone',
  codTour_NandAddrsOfAgencyNativeCountry: 'multiLine',
  codTour_CitiesVisitedDuringTour: 'multiLine',
  codTour_Address: 'multiLine',
  sportsAct_eventStartDate: 'date',
  sportsAct_eventEndDate: 'date',
  sportsAct_pinCode: 'pinCode',
  sportsAct_phoneNumber: 'phone',
  sportsAct_emailId: 'email',
  sportsAct_restrictedAreaVisit: 'yesNo',
  sportsAct_address: 'multiLine',
  sportsAct_restrictedAreaDetails: 'multiLine',
  sportsAct_previousSportsVisitDetails: 'multiLine',
  sportsAct_taxComplianceDetails: 'multiLine',
  atendConf_startDate: 'date',
  atendConf_pincode: 'pinCode',
  atendConf_organizerPhone: 'phone',
  atendConf_organizerEmail: 'email',
  atendConf_venueAddress: 'multiLine',
  atendConf_organizerAddress: 'multiLine',
  patientTravMedVisa_dateOfBirth: 'date',
  patientTravMedVisa_nationality: 'country',
  tayushInd_phone: 'phone',
  tayushInd_hospitalAddress: 'multiLine',
  tayushInd_medicalTreatmentType: 'multiLine',
  ayushAttendent_dateOfBirth: 'date',
  ayushAttendent_nationality: 'country',
};

/**
 * What the agency can do without (docs/decisions.md, "Purpose sections: required fields"): websites, e-mail
 * addresses, previous sports visits and tax compliance notes. Every other purpose field is required.
 */
const PURPOSE_OPTIONAL_FIELDS: ReadonlySet<PurposeField> = new Set<PurposeField>([
  'setBuz_Website',
  'selPur_website',
  'buzMeet_website',
  'buzMeet_IndFirmWebsite',
  'reManPow_website',
  'exh_website',
  'projExp_website',
  'projExp_IndFirmWebsite',
  'sportsAct_emailId',
  'sportsAct_previousSportsVisitDetails',
  'sportsAct_taxComplianceDetails',
  'atendConf_organizerEmail',
]);

function purposeDeclaration(field: PurposeField): FieldDeclaration {
  if (field === 'sportsAct_restrictedAreaDetails') return { kind: 'multiLine', askedWhen: 'restrictedAreaDetails', required: { message: 'detailsRequired' } };
  const kind = PURPOSE_FIELD_KINDS[field] ?? 'text';
  return { kind, ...(kind === 'yesNo' ? { options: 'yesNo' } : {}), ...(PURPOSE_OPTIONAL_FIELDS.has(field) ? {} : { required: true }) };
}

/** Every purpose field's declaration: its kind from PURPOSE_FIELD_KINDS, required unless optional or asked on a condition. */
export const PURPOSE_DECLARATIONS = Object.fromEntries(ALL_PURPOSE_FIELDS.map((field) => [field, purposeDeclaration(field)])) as Readonly<Record<PurposeField, FieldDeclaration>>;

/** Each purpose section's declarations, e.g. PURPOSE_SECTION_DECLARATIONS.exh_.exh_PhNo. */
export const PURPOSE_SECTION_DECLARATIONS = Object.fromEntries(
  PURPOSE_PREFIXES.map((prefix) => [prefix, Object.fromEntries(PURPOSE_GROUP_FIELDS[prefix].map((field) => [field, PURPOSE_DECLARATIONS[field]]))]),
) as { readonly [P in PurposePrefix]: Readonly<Record<PurposeFieldOf<P>, FieldDeclaration>> };

/** The fields each purpose section requires whatever the other answers, in their order. */
export const PURPOSE_GROUP_REQUIRED_FIELDS = Object.fromEntries(
  PURPOSE_PREFIXES.map((prefix) => [prefix, requiredFieldsOf<Record<string, FieldDeclaration>>(PURPOSE_SECTION_DECLARATIONS[prefix])]),
) as { readonly [P in PurposePrefix]: readonly PurposeFieldOf<P>[] };
