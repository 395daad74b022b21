// The scanner, for browsers: loaded by a dynamic import when an applicant starts a scan. readPassportImage is the
// same reading on a grey image, for the benchmark's and tests' Node runs.
export { MIN_UNCHECKED_MARGIN, readPassportImage, scanPassportPhoto, type ScanFailure, type ScanOutcome } from './scan-passport-photo';
