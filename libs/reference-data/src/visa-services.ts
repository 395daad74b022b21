import type { DocumentField } from './documents';
import type { PurposePrefix } from './purpose-sections';

export type VisaServiceId = 'tourist' | 'business' | 'medical' | 'conference' | 'medicalAttendant' | 'ayush' | 'ayushAttendant';

/** A choice that completes the selection: it fixes the purpose section and the documents to upload. */
export type VisaLeaf = {
  readonly value: string;
  readonly label: string;
  /** Which purpose section of the visit-details step it shows, or null for none. */
  readonly purposeSection: PurposePrefix | null;
  /** Documents of spec 2.11 the documents page shows for it. */
  readonly documents: readonly DocumentField[];
  readonly durationDays?: number;
};

/** A second-level choice with a third level below it (the tourist 30-day, 1-year and 5-year options). */
export type VisaBranch = {
  readonly value: string;
  readonly label: string;
  readonly durationDays: number;
  readonly options: readonly VisaLeaf[];
};

export type VisaService = {
  readonly value: VisaServiceId;
  readonly label: string;
  /** Validity in days where the whole service has one (tourist sets it per option). */
  readonly durationDays?: number;
  readonly documents: readonly DocumentField[];
  /** The serviceSubCategory choices. */
  readonly options: readonly (VisaLeaf | VisaBranch)[];
};

export function isVisaBranch(option: VisaLeaf | VisaBranch): option is VisaBranch {
  return 'options' in option;
}

const PASSPORT_ONLY: readonly DocumentField[] = ['passportCopy'];

function service(
  value: VisaServiceId,
  label: string,
  documents: readonly DocumentField[],
  durationDays: number | undefined,
  options: readonly (readonly [value: string, label: string, section: PurposePrefix | null])[],
): VisaService {
  return {
    value,
    label,
    documents,
    ...(durationDays === undefined ? {} : { durationDays }),
    options: options.map(([leafValue, leafLabel, purposeSection]) => ({ value: leafValue, label: leafLabel, purposeSection, documents })),
  };
}

const TOURIST_PURPOSES: readonly VisaLeaf[] = [
  ['recreation', 'Tourism/recreation/sight-seeing'],
  ['meetingFriendsRelatives', 'Meeting friends/relatives'],
  ['yogaProgramme', 'Attending a short-term yoga programme'],
  [
    'shortTermCourse',
    'Short-term courses on local languages, music, dance, arts & crafts, cooking, medicine etc. ' +
      '(not a formal or structured course, at most 6 months, without a qualifying certificate or diploma)',
  ],
  ['voluntaryWork', 'Voluntary work of short duration (at most one month, without monetary payment or reward)'],
].map(([value, label]) => ({ value, label, purposeSection: null, documents: PASSPORT_ONLY }));

const TOURIST: VisaService = {
  value: 'tourist',
  label: 'e-Tourist Visa',
  documents: PASSPORT_ONLY,
  options: [
    { value: '30D', label: '30 days (double entry)', durationDays: 30, options: TOURIST_PURPOSES },
    { value: '1YR', label: '1 year (multiple entry)', durationDays: 365, options: TOURIST_PURPOSES },
    { value: '5YR', label: '5 years (multiple entry)', durationDays: 1825, options: TOURIST_PURPOSES },
  ],
};

/** The visa services tree of spec 9.2: visaService > serviceSubCategory > serviceSubCat_subCategory. */
export const VISA_SERVICES: readonly VisaService[] = [
  TOURIST,
  service('medical', 'e-Medical Visa', ['passportCopy', 'medicalInvitationLetter'], 180, [
    ['shortTermMedicalTreatment', 'Short-term medical treatment of self', 'stself_'],
  ]),
  service('business', 'e-Business Visa', ['passportCopy', 'businessCard', 'businessInvitationLetter'], 365, [
    ['setUpVenture', 'To set up an industrial/business venture', 'setBuz_'],
    ['salePurchaseTrade', 'Sale/purchase/trade', 'selPur_'],
    ['businessMeetings', 'To attend technical/business meetings', 'buzMeet_'],
    ['recruitManpower', 'To recruit manpower', 'reManPow_'],
    ['exhibitions', 'Participation in exhibitions, business/trade fairs', 'exh_'],
    ['projectExpert', 'Expert/specialist in connection with an ongoing project', 'projExp_'],
    ['conductingTours', 'Conducting tours', 'codTour_'],
    ['gianLectures', 'To deliver lecture(s) under the Global Initiative for Academic Networks (GIAN)', null],
    ['pliSpecsEmcScheme', 'Business purpose under the PLI schemes, SPECS or the EMC 2.0 scheme', null],
    ['sportsActivity', 'Sports-related activity', 'sportsAct_'],
    ['joinVessel', 'To join a vessel', null],
  ]),
  service('conference', 'e-Conference Visa', ['passportCopy', 'organizerInvitation', 'politicalClearance', 'eventClearance'], 30, [
    ['attendConference', 'To attend a conference/seminar/workshop organised by a ministry or department of the Government of India, a state government or UT administration, or their organisations and PSUs', 'atendConf_'],
  ]),
  service('medicalAttendant', 'e-Medical Attendant Visa', PASSPORT_ONLY, 180, [
    ['patientAttendant', 'To accompany a patient travelling to India on an e-Medical visa', 'patientTravMedVisa_'],
  ]),
  service('ayush', 'e-Ayush Visa', ['passportCopy', 'medicalInvitationLetter'], 180, [
    ['ayushTreatment', 'Treatment under Ayush systems / Indian systems of medicine', 'tayushInd_'],
  ]),
  service('ayushAttendant', 'e-Ayush Attendant Visa', PASSPORT_ONLY, 180, [
    ['ayushPatientAttendant', 'To accompany a patient travelling to India on an e-Ayush visa', 'ayushAttendent_'],
  ]),
];

export type VisaSelection = {
  readonly visaService?: unknown;
  readonly serviceSubCategory?: unknown;
  readonly serviceSubCat_subCategory?: unknown;
};

export type ResolvedVisa = {
  readonly service: VisaService;
  readonly subCategory: VisaLeaf | VisaBranch;
  readonly leaf: VisaLeaf;
  readonly durationDays: number;
};

export function findVisaService(value: unknown): VisaService | undefined {
  return VISA_SERVICES.find((candidate) => candidate.value === value);
}

/** The complete path of a selection through the tree, or undefined while it is incomplete or invalid. */
export function resolveVisaSelection(selection: VisaSelection): ResolvedVisa | undefined {
  const visaService = findVisaService(selection.visaService);
  const subCategory = visaService?.options.find((option) => option.value === selection.serviceSubCategory);
  if (!visaService || !subCategory) return undefined;
  const leaf = isVisaBranch(subCategory)
    ? subCategory.options.find((option) => option.value === selection.serviceSubCat_subCategory)
    : subCategory;
  if (!leaf) return undefined;
  const durationDays = leaf.durationDays ?? subCategory.durationDays ?? visaService.durationDays;
  if (durationDays === undefined) throw new Error(`Visa service ${visaService.value} has no duration`);
  return { service: visaService, subCategory, leaf, durationDays };
}

/** The purpose section the visit-details step shows for a selection (null for none or an incomplete one). */
export function purposeSectionOf(selection: VisaSelection): PurposePrefix | null {
  return resolveVisaSelection(selection)?.leaf.purposeSection ?? null;
}

/** The documents the documents page shows for a visa service (spec 2.11); the passport copy at least. */
export function documentsForService(visaService: unknown): readonly DocumentField[] {
  return findVisaService(visaService)?.documents ?? PASSPORT_ONLY;
}
