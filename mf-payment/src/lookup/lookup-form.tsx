import { useState, type FormEvent } from 'react';
import { useTranslation } from '@evisa/i18n';
import { hasErrors, validateResume, type FieldErrors, type FindApplicationResult } from '@evisa/contracts';
import { Button, useToast } from '@evisa/ui';
import { DateField, TextField } from '@evisa/ui/forms';
import { paymentApi } from '../api/payment-api';
import { FORM_NAMESPACES } from '../i18n';
import { failureNotice, failureText, type ApiFailureResult } from '@evisa/api-client';

interface LookupFormProps {
  onFound(result: FindApplicationResult): void;
  initialApplicationId?: string;
  submitLabel?: string;
}

/**
 * Application number and date of birth (spec 2.5, 5.7): proves the applicant owns the application, and grants
 * this browser access to it. A failed lookup is told on the page, where it stays (no match: under the number, as
 * resume does; anything else above the button), and in a toast (spec 8).
 */
export function LookupForm({ onFound, initialApplicationId = '', submitLabel }: LookupFormProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const toast = useToast();
  const [values, setValues] = useState({ applicationId: initialApplicationId, dateOfBirth: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailureResult | null>(null);

  const change = (field: keyof typeof values, value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResume(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setFailure(null);
    const result = await paymentApi.find({ applicationId: values.applicationId.trim(), dateOfBirth: values.dateOfBirth });
    setBusy(false);
    if (result.ok) return onFound(result.data);
    toast.show('error', failureText(t, result));
    if (result.kind === 'http' && result.status === 404) setErrors({ applicationId: failureNotice(result).key });
    else setFailure(result);
  };

  const errorText = (field: keyof typeof values) => {
    const key = errors[field];
    return key ? t(key, { ns: 'validation' }) : undefined;
  };

  return (
    <form className="lookup-form" method="post" noValidate onSubmit={submit}>
      <TextField
        name="applicationId"
        label={t('lookup.applicationNumber')}
        placeholder={t('lookup.applicationNumberPlaceholder')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.applicationId}
        error={errorText('applicationId')}
        onChange={(event) => change('applicationId', event.target.value)}
      />
      <DateField
        name="dateOfBirth"
        label={t('lookup.dateOfBirth')}
        hint={t('lookup.dateOfBirthHint')}
        required
        autoComplete="bday"
        value={values.dateOfBirth}
        error={errorText('dateOfBirth')}
        onChange={(value) => change('dateOfBirth', value)}
      />
      {failure && (
        <div className="panel panel--error lookup-form__failure" role="alert">
          <p>{failureText(t, failure)}</p>
          {failureNotice(failure).temporary && <p>{t('lookup.tryAgain')}</p>}
        </div>
      )}
      <Button type="submit" busy={busy} busyText={t('lookup.searching')}>
        {submitLabel ?? t('lookup.submit')}
      </Button>
    </form>
  );
}
