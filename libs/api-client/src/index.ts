export * from './api-client';
export * from './failure-notice';
