// `@evisa/api-client/staff`: the desk's client, apart from the applicants' so that no applicant page carries it.
export * from './staff-client';
export * from './staff-failure';
