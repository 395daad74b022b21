// Test data for every project's tests (`@evisa/contracts/testing`): valid answers for each step, whole applicants.
export * from './fixtures';
export * from './applicant-answers';
export * from './stored-application';
export * from './order-views';
export * from './desk-views';
