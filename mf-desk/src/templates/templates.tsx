import { useEffect, useRef, useState } from 'react';
import { TEMPLATES_API, type MessageTemplate } from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { useConfirmation } from '../confirm/use-confirmation';
import { useStaffResource } from '../session/use-staff-resource';
import { formatDeskTime } from '../desk-dates';
import { TemplateForm } from './template-form';
import { languageName, TEMPLATES_NAMESPACE } from './template-texts';
import './templates.css';

type Notice = { kind: 'done' | 'refused'; text: string };

/** Admins' page: every template with its languages, adding one, editing and retiring one (each audited by the API). */
export default function Templates() {
  const { t, i18n } = useTranslation(TEMPLATES_NAMESPACE);
  const { data: templates, failure: loadFailure, setData: setTemplates } = useStaffResource<MessageTemplate[]>(TEMPLATES_API.list);
  const [editing, setEditing] = useState<MessageTemplate>();
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const { ask, dialog } = useConfirmation();

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  useEffect(() => {
    if (editing) document.getElementById('field-template-title')?.focus();
  }, [editing]);

  function saved(template: MessageTemplate, added: boolean) {
    setTemplates((now) => (added ? [...(now ?? []), template] : (now ?? []).map((one) => (one.id === template.id ? template : one))));
    setEditing(undefined);
    setNotice({ kind: 'done', text: t(added ? 'addedDone' : 'savedDone', { title: template.title }) });
  }

  function retire(template: MessageTemplate) {
    ask({
      title: t('confirmRetireTitle', { title: template.title }),
      text: t('confirmRetireText'),
      confirmLabel: t('confirmRetire'),
      action: async () => {
        const result = await staffApi.post<MessageTemplate>(TEMPLATES_API.retire(template.id));
        if (!result.ok) return setNotice({ kind: 'refused', text: staffFailureText(t, result) });
        setTemplates((now) => (now ?? []).map((one) => (one.id === template.id ? result.data : one)));
        if (editing?.id === template.id) setEditing(undefined);
        setNotice({ kind: 'done', text: t('retiredDone', { title: template.title }) });
      },
    });
  }

  return (
    <section data-screen="mf_desk/Templates" className="desk-screen">
      <PageTitle title={t('title')} lead={t('lead')} />
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className={notice.kind === 'refused' ? 'panel panel--error desk-notice' : 'callout callout--success desk-notice'} role={notice.kind === 'refused' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
        </div>
      )}
      <section className="desk-section">
        <h2 id="templates-list-title">{t('listTitle')}</h2>
        {loadFailure && (
          <div className="panel panel--error" role="alert">
            {loadFailure}
          </div>
        )}
        {!templates && !loadFailure && <p role="status">{t('loading', { ns: 'staff' })}</p>}
        {templates?.length === 0 && <p>{t('none')}</p>}
        {templates && templates.length > 0 && (
          <div className="desk-scroll desk-table-wrap" role="region" aria-labelledby="templates-list-title" tabIndex={0}>
            <table className="desk-table desk-table--stacked">
              <thead>
                <tr>
                  <th scope="col">{t('columns.title')}</th>
                  <th scope="col">{t('columns.kind')}</th>
                  <th scope="col">{t('columns.languages')}</th>
                  <th scope="col">{t('columns.state')}</th>
                  <th scope="col">{t('columns.updated')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {templates.map((template) => (
                  <tr key={template.id}>
                    <th scope="row" data-label={t('columns.title')}>
                      {template.title}
                    </th>
                    <td data-label={t('columns.kind')}>{t(`kinds.${template.kind}`)}</td>
                    <td data-label={t('columns.languages')}>{Object.keys(template.texts).map((code) => languageName(code, i18n.language)).join(', ')}</td>
                    <td data-label={t('columns.state')}>{t(`states.${template.state}`)}</td>
                    <td data-label={t('columns.updated')}>{t('updatedBy', { time: formatDeskTime(template.updatedAt, i18n.language), name: template.updatedBy.name })}</td>
                    <td className="desk-table__actions">
                      {template.state === 'active' && (
                        <>
                          <Button variant="secondary" onClick={() => setEditing(template)} aria-label={t('editNamed', { title: template.title })}>
                            {t('edit')}
                          </Button>
                          <Button variant="secondary" onClick={() => retire(template)} aria-label={t('retireNamed', { title: template.title })}>
                            {t('retire')}
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
      {editing ? <TemplateForm key={editing.id} editing={editing} onSaved={saved} onCancel={() => setEditing(undefined)} /> : <TemplateForm onSaved={saved} />}
      {dialog}
    </section>
  );
}
