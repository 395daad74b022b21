import { useCallback, useState } from 'react';
import type { ApiFailureResult, ApiResult } from '@evisa/api-client';
import type { MessageKey } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useToast } from '@evisa/ui';
import { failureMessageKey, isFieldFailure } from '../api/failure-message';
import { FORM_NAMESPACES } from '../i18n';

interface SaveHandlers<T> {
  onSaved: (data: T) => void;
  /** The server refused some answers: field -> message key. */
  onFieldErrors: (errorKeys: Record<string, MessageKey>) => void;
}

/**
 * Runs a save: busy while it is in flight; a refusal of answers goes back to the form's fields; any other
 * failure is shown in the page (role=alert, SaveFailure) and as a toast, never as a browser alert box. What the
 * applicant chose stays in the form. `otherwise` is the screen's message of spec 8 (`validation:<key>`).
 */
export function useSave(otherwise: `validation:${MessageKey}`) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailureResult | null>(null);

  const save = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, { onSaved, onFieldErrors }: SaveHandlers<T>) => {
      setBusy(true);
      setFailure(null);
      const result = await call();
      setBusy(false);
      if (result.ok) return onSaved(result.data);
      if (isFieldFailure(result)) return onFieldErrors(result.errorKeys);
      setFailure(result);
      toast.show('error', t(failureMessageKey(result, otherwise)));
    },
    [otherwise, t, toast],
  );

  return { busy, failure, save };
}
