import { useState, type FormEvent } from 'react';
import { useSave, type ApiResult } from '@evisa/api-client';
import { hasErrors, type FieldErrors, type MessageKey } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useToast } from '@evisa/ui';
import type { SavedStep } from '../application/application-api';
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
  const { t } = useTranslation('validation');
  const toast = useToast();
  const { failure, save } = useSave({ toast: failureToast });
  const [busy, setBusy] = useState<Busy>(null);
  const [savedForLater, setSavedForLater] = useState<T | null>(null);

  const showFieldErrors = (errors: FieldErrors) => {
    form.showErrors(errors);
    toast.show('error', t('correctHighlightedErrors'));
  };

  const run = async (mode: Exclude<Busy, null>) => {
    if (busy) return;
    const data = payload();
    if (mode === 'submit' || exitValidates) {
      const errors = validate(data);
      if (hasErrors(errors)) return showFieldErrors(errors);
    }
    setBusy(mode);
    const outcome = await save(() => send(data, mode === 'exit' && !exitValidates), {
      onSaved: (saved) => {
        form.markSaved();
        if (mode === 'exit') setSavedForLater(saved);
        else onSaved(saved);
      },
      onFieldErrors: showFieldErrors,
    });
    // After a submit that saved, the step moves on: the button stays busy until it has.
    if (outcome !== 'already-saving' && !(outcome === 'saved' && mode === 'submit')) setBusy(null);
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
