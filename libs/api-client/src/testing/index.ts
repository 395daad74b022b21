// Component tests only (`@evisa/api-client/testing`): answers the real api-client's requests, so screens are
// tested with the exact requests they send. End-to-end tests use the real API.
export * from './stub-api';
