// Helpers other remotes' end-to-end tests reuse to get an application quickly.
export * from './applicant-data';
export * from './fill-steps';
export * from './create-application';
