import { useState, type FormEvent } from 'react';
import { STAFF_API, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, TOTP_CODE_PATTERN, DESK_ROUTES, type StaffAccount, type TotpEnrolment } from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Link } from '@evisa/routing';
import { Button, PageTitle } from '@evisa/ui';
import { TextField } from '@evisa/ui/forms';
import { AuthenticatorCodeField } from './authenticator-code-field';
import { Refusal } from './refusal';
import { TotpQr } from './totp-qr';
import { STAFF_NAMESPACE } from './staff-texts';

/** The one-time link's token, from the fragment (it never reaches a server); taken out of the address bar at once. */
function takeSetupToken(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** The set-up link's page: a password, then the authenticator app, whose first code makes the account active. */
export function Setup() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const [token] = useState(takeSetupToken);
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [done, setDone] = useState<StaffAccount>();

  if (!token) {
    return (
      <div className="desk-narrow">
        <PageTitle title={t('setup.title')} />
        <div className="panel panel--error" role="alert">
          {t('messages.setupLinkInvalid')}
        </div>
      </div>
    );
  }
  if (done) {
    return (
      <div className="desk-narrow">
        <PageTitle title={t('setup.doneTitle')} />
        <p>{t('setup.done', { email: done.email })}</p>
        <Link className="btn btn--primary" to={DESK_ROUTES.signIn}>
          {t('setup.toSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="desk-narrow">
      <PageTitle title={t('setup.title')} lead={enrolment ? t('setup.authenticatorLead', { name: enrolment.name }) : t('setup.passwordLead')} />
      {enrolment ? <AuthenticatorStep token={token} enrolment={enrolment} onDone={setDone} /> : <PasswordStep token={token} onDone={setEnrolment} />}
    </div>
  );
}

function PasswordStep({ token, onDone }: { token: string; onDone: (enrolment: TotpEnrolment) => void }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { password?: string; repeat?: string } = {};
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) found.password = t('messages.passwordTooShort');
    else if (password.length > STAFF_PASSWORD_MAX_LENGTH) found.password = t('messages.passwordTooLong');
    else if (repeat !== password) found.repeat = t('setup.repeatDiffers');
    setErrors(found);
    setRefusal('');
    if (found.password || found.repeat) {
      document.getElementById(found.password ? 'field-password' : 'field-repeat')?.focus();
      return;
    }
    setBusy(true);
    const result = await staffApi.post<TotpEnrolment>(STAFF_API.setup, { token, password });
    setBusy(false);
    if (result.ok) onDone(result.data);
    else setRefusal(staffFailureText(t, result));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('setup.passwordStep')}>
      <Refusal text={refusal} />
      <TextField
        name="password"
        type="password"
        label={t('setup.password')}
        hint={t('setup.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField name="repeat" type="password" label={t('setup.repeat')} autoComplete="new-password" required value={repeat} onChange={(event) => setRepeat(event.target.value)} error={errors.repeat} />
      <Button type="submit" busy={busy} busyText={t('setup.busy')}>
        {t('setup.setPassword')}
      </Button>
    </form>
  );
}

function AuthenticatorStep({ token, enrolment, onDone }: { token: string; enrolment: TotpEnrolment; onDone: (account: StaffAccount) => void }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal('');
    if (!TOTP_CODE_PATTERN.test(code.trim())) {
      setError(t('signIn.codeFormat'));
      document.getElementById('field-code')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const result = await staffApi.post<StaffAccount>(STAFF_API.setupTotp, { token, code: code.trim() });
    setBusy(false);
    if (result.ok) onDone(result.data);
    else setRefusal(staffFailureText(t, result));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('setup.authenticatorStep')}>
      <Refusal text={refusal} />
      <ol className="desk-steps">
        <li>
          <p>{t('setup.scan')}</p>
          <TotpQr uri={enrolment.otpauthUri} label={t('setup.qrLabel')} />
        </li>
        <li>
          <p>{t('setup.orType')}</p>
          <p>
            <code className="desk-secret">{enrolment.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
        </li>
        <li>
          <AuthenticatorCodeField label={t('setup.code')} value={code} onChange={(event) => setCode(event.target.value)} error={error} />
        </li>
      </ol>
      <Button type="submit" busy={busy} busyText={t('setup.busy')}>
        {t('setup.confirm')}
      </Button>
    </form>
  );
}
