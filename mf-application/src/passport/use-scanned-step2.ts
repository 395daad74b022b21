import { useState } from 'react';
import type { FormValues } from '../form/use-form-state';
import { forgetScannedPassport, scannedPassport, withScannedValues } from './scanned-passport';

/**
 * Step 2's answers with what a scan on step 1 read (passport number, sex, expiry) in the fields still empty; each
 * filled field is marked until the applicant changes it, and the kept scan is dropped once step 2 is saved.
 */
export function useScannedStep2(id: string, initial: FormValues) {
  const [scanned] = useState(() => withScannedValues(2, initial, scannedPassport(id)));
  return {
    initial: scanned.values,
    isFilled: (field: string, value: unknown) => scanned.filled.includes(field) && scanned.values[field] === value,
    done: () => forgetScannedPassport(id),
  };
}
