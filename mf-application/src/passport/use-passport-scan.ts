import { useState } from 'react';
import { todayIso } from '@evisa/contracts';
import { formValuesFor, type PassportData } from '@evisa/passport';
import type { FormState } from '../form/use-form-state';

export type ScanState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'read'; passport: PassportData; filled: string[] }
  | { step: 'failed'; reason: 'notAnImage' | 'noMrz' | 'checkDigits' | 'scannerFailed' };

/**
 * Step 1's passport scan: reads a photo in the browser (the scanner's code and data load at the first scan) and
 * fills the step's fields from it at once; the applicant checks and corrects them.
 */
export function usePassportScan(form: FormState) {
  const [state, setState] = useState<ScanState>({ step: 'idle' });

  async function scan(photo: File) {
    setState({ step: 'reading' });
    try {
      const { scanPassportPhoto } = await import(/* webpackChunkName: "passport-scanner" */ '@evisa/passport/scan');
      const outcome = await scanPassportPhoto(photo, todayIso());
      if (!outcome.ok) return setState({ step: 'failed', reason: outcome.reason });
      const values = formValuesFor(1, outcome.passport);
      form.setMany(values);
      setState({ step: 'read', passport: outcome.passport, filled: Object.keys(values) });
    } catch {
      setState({ step: 'failed', reason: 'scannerFailed' });
    }
  }

  const filled = state.step === 'read' ? state.filled : [];
  return {
    state,
    scan,
    passport: state.step === 'read' ? state.passport : undefined,
    /** Whether a field holds the scan's value (until the applicant changes it). */
    isFilled: (field: string) => filled.includes(field) && state.step === 'read' && form.values[field] === formValuesFor(1, state.passport)[field],
  };
}
export type PassportScan = ReturnType<typeof usePassportScan>;
