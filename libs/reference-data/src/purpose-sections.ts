/**
 * The thirteen purpose sections of the visit-details step (spec 2.9). The prefix is also the prefix of the
 * section's field names in the application record (spec 3.1), so it is the section's identity.
 */
export const PURPOSE_SECTIONS = [
  { prefix: 'stself_', label: 'Short-term medical treatment of self' },
  { prefix: 'setBuz_', label: 'Setting up business' },
  { prefix: 'selPur_', label: 'Sale/purchase' },
  { prefix: 'buzMeet_', label: 'Business meetings' },
  { prefix: 'reManPow_', label: 'Recruiting manpower' },
  { prefix: 'exh_', label: 'Exhibitions' },
  { prefix: 'projExp_', label: 'Project expert' },
  { prefix: 'codTour_', label: 'Conducting tours' },
  { prefix: 'sportsAct_', label: 'Sports activity' },
  { prefix: 'atendConf_', label: 'Attending a conference' },
  { prefix: 'patientTravMedVisa_', label: 'Patient accompanying on e-Medical visa' },
  { prefix: 'tayushInd_', label: 'Treatment under Ayush systems' },
  { prefix: 'ayushAttendent_', label: 'e-Ayush visa attendant' },
] as const;

export type PurposePrefix = (typeof PURPOSE_SECTIONS)[number]['prefix'];

export const PURPOSE_PREFIXES: readonly PurposePrefix[] = PURPOSE_SECTIONS.map((section) => section.prefix);
