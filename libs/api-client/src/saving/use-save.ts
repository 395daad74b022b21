import { useCallback, useRef, useState } from 'react';
import type { MessageKey } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useToast } from '@evisa/ui';
import type { ApiResult } from '../api-client';
import type { ApiFailureResult } from '../failure-notice';
import { isFieldFailure, saveFailureKey } from './save-failure-key';

interface SaveOptions {
  /** The screen's message for a failure without particular words (spec 8); see saveFailureKey. */
  otherwise?: MessageKey;
  /**
   * The toast of a save the server refused, where spec 8 words it apart from the page ('Some Error Happens!!' on the
   * steps); else, and whenever no answer came at all (no connection, no answer in time), the page's message.
   */
  toast?: MessageKey;
}

interface SaveHandlers<T> {
  onSaved: (data: T) => void;
  /** The server refused some answers: field -> message key. */
  onFieldErrors: (errorKeys: Record<string, MessageKey>) => void;
}

export type SaveOutcome = 'saved' | 'refused' | 'failed' | 'already-saving';

/**
 * Runs a save, one at a time: busy while it is in flight; a refusal of answers goes back to the form's fields; any
 * other failure is kept for SaveFailure (in the page, role=alert) and shown as a toast, never as a browser alert
 * box. What the applicant typed or chose stays in the form.
 */
export function useSave({ otherwise, toast: toastKey }: SaveOptions = {}) {
  const { t } = useTranslation('validation');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailureResult | null>(null);
  const inFlight = useRef(false);

  const save = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, { onSaved, onFieldErrors }: SaveHandlers<T>): Promise<SaveOutcome> => {
      if (inFlight.current) return 'already-saving';
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      const result = await call();
      inFlight.current = false;
      setBusy(false);
      if (result.ok) {
        toast.clearErrors();
        onSaved(result.data);
        return 'saved';
      }
      if (isFieldFailure(result)) {
        onFieldErrors(result.errorKeys);
        return 'refused';
      }
      setFailure(result);
      const answered = result.kind === 'http' || result.kind === 'unavailable';
      toast.show('error', t(toastKey && answered ? toastKey : saveFailureKey(result, otherwise)));
      return 'failed';
    },
    [otherwise, toastKey, t, toast],
  );

  return { busy, failure, save };
}
