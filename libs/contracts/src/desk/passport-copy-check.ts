/** An answer that differs from what the passport's machine-readable zone says, with both values. */
export interface PassportDifference {
  /** The application's field ('passportNumber', 'givenName'...). */
  field: string;
  answered: string;
  read: string;
}

/**
 * `data` of GET /staff/applications/<number>/passport-check: the stored passport copy's MRZ read on the server and
 * compared with the answers as they stand now. 'unread' when no MRZ with valid check digits was found (or the copy
 * is a PDF), 'none' when there is no copy.
 */
export type PassportCopyCheck =
  | { state: 'matching' }
  | { state: 'differences'; differences: PassportDifference[] }
  | { state: 'unread'; pdf: boolean }
  | { state: 'none' };
