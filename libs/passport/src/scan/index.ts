// The scanner, for browsers only: loaded by a dynamic import when an applicant starts a scan.
export { scanPassportPhoto, type ScanFailure, type ScanOutcome } from './scan-passport-photo';
