import { useRef, useState, type FormEvent } from 'react';
import type { ApiResult } from '@evisa/api-client';
import { hasErrors, type FieldErrors, type MessageKey } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useToast } from '@evisa/ui';
import type { SavedStep } from '../application/application-api';
import type { ApiFailureResult } from '@evisa/api-client';
import { FORM_NAMESPACES } from '../i18n';
import type { FormState, FormValues } from './use-form-state';

interface StepSaveOptions<T extends { uniqueId: string }> {
  form: FormState;
  /** What to send, built from the form's answers. */
  payload: () => FormValues;
  /** The shared rule of @evisa/contracts for this step. */
  validate: (payload: FormValues) => FieldErrors;
  send: (payload: FormValues, draft: boolean) => Promise<ApiResult<T>>;
  onSaved: (saved: T) => void;
  /** The toast of spec 8 for a failed save: 'Some Error Happens!!', or step 2's 'Error submitting application'. */
  failureToast?: MessageKey;
  /** Save and exit checks and saves like Submit (step 1, which is complete from creation). */
  exitValidates?: boolean;
}

export type Busy = 'submit' | 'exit' | null;

/**
 * Submit and 'Save and exit' of a step (spec 4.1, 5 and 8): the shared rule first (messages under the fields, the
 * toast, the error summary), then one request; the server's field errors are shown the same way; any other
 * failure gets a clear message on the page and a toast, and the answers stay as typed.
 */
export function useStepSave<T extends { uniqueId: string } = SavedStep>({
  form,
  payload,
  validate,
  send,
  onSaved,
  failureToast = 'someErrorHappens',
  exitValidates = false,
}: StepSaveOptions<T>) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<ApiFailureResult | null>(null);
  const [savedForLater, setSavedForLater] = useState<T | null>(null);
  const inFlight = useRef(false);

  const showFieldErrors = (errors: FieldErrors) => {
    form.showErrors(errors);
    toast.show('error', t('validation:correctHighlightedErrors'));
  };

  const run = async (mode: Exclude<Busy, null>) => {
    if (inFlight.current) return;
    const data = payload();
    if (mode === 'submit' || exitValidates) {
      const errors = validate(data);
      if (hasErrors(errors)) return showFieldErrors(errors);
    }
    inFlight.current = true;
    setFailure(null);
    setBusy(mode);
    const result = await send(data, mode === 'exit' && !exitValidates);
    inFlight.current = false;
    if (result.ok) {
      if (mode === 'exit') {
        setBusy(null);
        setSavedForLater(result.data);
      } else {
        onSaved(result.data);
      }
      return;
    }
    setBusy(null);
    if (result.kind === 'http' && result.status === 400 && Object.keys(result.errorKeys).length > 0) {
      return showFieldErrors(result.errorKeys);
    }
    setFailure(result);
    toast.show('error', t(`validation:${failureToast}`));
  };

  return {
    busy,
    failure,
    savedForLater,
    submit: (event: FormEvent) => {
      event.preventDefault();
      void run('submit');
    },
    saveAndExit: () => void run('exit'),
    /** Back to the form after 'Save and exit'. */
    continueNow: () => setSavedForLater(null),
  };
}
