import { useState, type FormEvent } from 'react';
import { STAFF_API, TOTP_CODE_PATTERN, type StaffSessionInfo } from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { TextField } from '@evisa/ui/forms';
import { AuthenticatorCodeField } from './authenticator-code-field';
import { Refusal } from './refusal';
import { useStaffSession } from './staff-session';
import { STAFF_NAMESPACE } from './staff-texts';

type Field = 'email' | 'password' | 'code';

/** E-mail, password and the authenticator's code together (docs/desk.md). */
export function SignIn() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { state, signedIn } = useStaffSession();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const reason = state.status === 'signed-out' ? state.reason : undefined;

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.email.trim()) found.email = t('signIn.emailRequired');
    if (!values.password) found.password = t('signIn.passwordRequired');
    if (!TOTP_CODE_PATTERN.test(values.code.trim())) found.code = t('signIn.codeFormat');
    setErrors(found);
    setRefusal('');
    const first = (['email', 'password', 'code'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`field-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await staffApi.post<StaffSessionInfo>(STAFF_API.signIn, { email: values.email.trim(), password: values.password, code: values.code.trim() });
    setBusy(false);
    if (result.ok) return signedIn(result.data);
    setValues((now) => ({ ...now, code: '' }));
    setRefusal(staffFailureText(t, result));
  }

  return (
    <div className="desk-narrow">
      <PageTitle title={t('signIn.title')} />
      {reason && reason !== 'signed-out' && (
        <p className="callout callout--warning" role="status">
          {t(reason === 'ended' ? 'messages.sessionExpired' : 'failures.unavailable')}
        </p>
      )}
      {reason === 'signed-out' && (
        <p className="callout" role="status">
          {t('signIn.signedOut')}
        </p>
      )}
      <Refusal text={refusal} />
      <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
        <TextField name="email" type="email" label={t('signIn.email')} autoComplete="username" required value={values.email} onChange={set('email')} error={errors.email} />
        <TextField name="password" type="password" label={t('signIn.password')} autoComplete="current-password" required value={values.password} onChange={set('password')} error={errors.password} />
        <AuthenticatorCodeField label={t('signIn.code')} value={values.code} onChange={set('code')} error={errors.code} />
        <Button type="submit" busy={busy} busyText={t('signIn.busy')}>
          {t('signIn.submit')}
        </Button>
      </form>
    </div>
  );
}
