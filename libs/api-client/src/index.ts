export * from './api-client';
export * from './failure-notice';
export * from './use-api-resource';
export * from './load-state';
export * from './application-read';
export * from './journey/step-page';
