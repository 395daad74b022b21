import type { ChangeEvent } from 'react';
import { useTranslation } from '@evisa/i18n';
import { TextField } from '@evisa/ui/forms';
import { STAFF_NAMESPACE } from './staff-texts';

interface AuthenticatorCodeFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** The six digits an authenticator app shows, as the sign-in and the account's set-up ask for them. */
export function AuthenticatorCodeField({ label, value, onChange, error }: AuthenticatorCodeFieldProps) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  return (
    <TextField
      name="code"
      label={label}
      hint={t('signIn.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
