import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  STAFF_API,
  STAFF_ROLES,
  staffAccountPath,
  isValidEmail,
  type StaffAccount,
  type StaffRole,
  type StaffWithSetupLink,
} from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { formatDate, useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { CopyButton, SelectField, TextField } from '@evisa/ui/forms';
import { useConfirmation } from '../confirm/use-confirmation';
import { useStaffResource } from '../session/use-staff-resource';
import { Refusal } from '../session/refusal';
import { STAFF_NAMESPACE } from '../session/staff-texts';

type Notice = { kind: 'link'; text: string; link: string } | { kind: 'done' | 'refused'; text: string };

/** Admins' page: every account, adding one (which shows its set-up link), and disabling, enabling or resetting one. */
export function StaffAccounts({ selfId }: { selfId: string }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { data: accounts, failure: loadFailure, setData: setAccounts } = useStaffResource<StaffAccount[]>(STAFF_API.accounts);
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const { ask, dialog } = useConfirmation();

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const replace = (account: StaffAccount) => setAccounts((now) => (now ?? []).map((one) => (one.id === account.id ? account : one)));

  /** Disabling and resetting sign the person out and end their way in: asked first. */
  function confirmThen(account: StaffAccount, action: 'disable' | 'reset') {
    const words = { name: account.name, email: account.email };
    ask({ title: t(`confirm.${action}Title`, words), text: t(`confirm.${action}Text`, words), confirmLabel: t(`confirm.${action}`), action: () => act(account, action) });
  }

  async function act(account: StaffAccount, action: 'disable' | 'enable' | 'reset') {
    const result = await staffApi.post<StaffAccount | StaffWithSetupLink>(staffAccountPath(account.id, action));
    if (!result.ok) return setNotice({ kind: 'refused', text: staffFailureText(t, result) });
    if ('setupLink' in result.data) {
      replace(result.data.account);
      setNotice({ kind: 'link', text: t('accounts.resetDone', { name: account.name }), link: result.data.setupLink });
    } else {
      replace(result.data);
      setNotice({ kind: 'done', text: t(action === 'disable' ? 'accounts.disabledDone' : 'accounts.enabledDone', { name: account.name }) });
    }
  }

  return (
    <>
      <PageTitle title={t('accounts.title')} />
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className={notice.kind === 'refused' ? 'panel panel--error desk-notice' : 'callout callout--success desk-notice'} role={notice.kind === 'refused' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          {notice.kind === 'link' && (
            <>
              <p>{t('accounts.linkOnce')}</p>
              <p>
                <code className="desk-link">{notice.link}</code>
              </p>
              <CopyButton text={notice.link} label={t('accounts.copy')} copiedLabel={t('accounts.copied')} accessibleLabel={t('accounts.copyLink')} />
            </>
          )}
        </div>
      )}
      <section className="desk-section">
        <h2 id="staff-list-title">{t('accounts.listTitle')}</h2>
        {loadFailure && (
          <div className="panel panel--error" role="alert">
            {loadFailure}
          </div>
        )}
        {!accounts && !loadFailure && <p role="status">{t('loading')}</p>}
        {accounts && (
          <div className="desk-scroll desk-table-wrap" role="region" aria-labelledby="staff-list-title" tabIndex={0}>
            <table className="desk-table desk-table--stacked">
              <thead>
                <tr>
                  <th scope="col">{t('accounts.name')}</th>
                  <th scope="col">{t('accounts.email')}</th>
                  <th scope="col">{t('accounts.role')}</th>
                  <th scope="col">{t('accounts.state')}</th>
                  <th scope="col">{t('accounts.added')}</th>
                  <th scope="col">{t('accounts.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.id}>
                    <th scope="row" data-label={t('accounts.name')}>
                      {account.name}
                    </th>
                    <td data-label={t('accounts.email')}>{account.email}</td>
                    <td data-label={t('accounts.role')}>{t(`roles.${account.role}`)}</td>
                    <td data-label={t('accounts.state')}>{t(`accountStates.${account.state}`)}</td>
                    <td data-label={t('accounts.added')}>{formatDate(account.createdAt.slice(0, 10))}</td>
                    <td className="desk-table__actions">
                      {account.id === selfId ? (
                        <span>{t('accounts.you')}</span>
                      ) : (
                        <>
                          {account.state === 'disabled' ? (
                            <Button variant="secondary" onClick={() => void act(account, 'enable')} aria-label={t('accounts.enableNamed', { name: account.name })}>
                              {t('accounts.enable')}
                            </Button>
                          ) : (
                            <Button variant="secondary" onClick={() => confirmThen(account, 'disable')} aria-label={t('accounts.disableNamed', { name: account.name })}>
                              {t('accounts.disable')}
                            </Button>
                          )}
                          <Button variant="secondary" onClick={() => confirmThen(account, 'reset')} aria-label={t('accounts.resetNamed', { name: account.name })}>
                            {t('accounts.reset')}
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <AddStaff
        onAdded={(added) => {
          setAccounts((now) => [...(now ?? []), added.account]);
          setNotice({ kind: 'link', text: t('accounts.addedDone', { name: added.account.name }), link: added.setupLink });
        }}
      />
      {dialog}
    </>
  );
}

function AddStaff({ onAdded }: { onAdded: (added: StaffWithSetupLink) => void }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('reviewer');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { name?: string; email?: string } = {};
    if (!name.trim()) found.name = t('accounts.nameRequired');
    if (!isValidEmail(email.trim())) found.email = t('accounts.emailInvalid');
    setErrors(found);
    setRefusal('');
    if (found.name || found.email) {
      document.getElementById(found.name ? 'field-staff-name' : 'field-staff-email')?.focus();
      return;
    }
    setBusy(true);
    const result = await staffApi.post<StaffWithSetupLink>(STAFF_API.accounts, { name: name.trim(), email: email.trim(), role });
    setBusy(false);
    if (!result.ok) return setRefusal(staffFailureText(t, result));
    setName('');
    setEmail('');
    setRole('reviewer');
    onAdded(result.data);
  }

  return (
    <section aria-labelledby="staff-add-title" className="desk-section">
      <h2 id="staff-add-title">{t('accounts.addTitle')}</h2>
      <Refusal text={refusal} />
      <form onSubmit={submit} noValidate aria-labelledby="staff-add-title">
        <TextField name="staff-name" label={t('accounts.name')} autoComplete="off" required value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <TextField name="staff-email" type="email" label={t('accounts.email')} autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <SelectField
          name="staff-role"
          label={t('accounts.role')}
          required
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <Button type="submit" busy={busy} busyText={t('accounts.adding')}>
          {t('accounts.add')}
        </Button>
      </form>
    </section>
  );
}
