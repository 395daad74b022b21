// The scanner, for browsers: loaded by a dynamic import when an applicant starts a scan.
export { scanPassportPhoto } from './scan-passport-photo';
export type { ScanFailure, ScanOutcome } from './read-passport-image';
