import { useEffect, useState } from 'react';
import { Link, useParams } from '@evisa/routing';
import { DESK_ROUTES, queueActionPath, REVIEW_API, type ApplicationReview, type QueueItem, type StaffAccount } from '@evisa/contracts';
import { readStaffSession, staffApi, staffFailureText, STAFF_NAMESPACE } from '@evisa/api-client/staff';
import { optionLabel, useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { DESK_NAMESPACE } from '../desk-i18n';
import { formatDeskTime } from '../desk-dates';
import { DeskTime } from '../desk-time';
import { AssignControl, useActiveStaff } from '../queue/assign-control';
import { DeskOrderMembers } from '../review/desk-order';
import { RefundPanel } from '../review/review-admin';
import { CaseHistory } from '../history/case-history';
import { HISTORY_NAMESPACE } from '../history/history-texts';
import { ReviewAnswers } from '../review/review-answers';
import { ReviewCompare } from '../review/review-compare';
import { CorrectionForm, CorrectionRounds } from '../review/review-corrections';
import { ReviewFiles } from '../review/review-files';
import { passportCheckLine, PassportCopyCheckPanel, usePassportCopyCheck } from '../review/passport-copy-check';
import { ResultForms, SubmitForm } from '../review/review-outcome';
import { ReviewChecklist, ReviewNotes } from '../review/review-work';
import { useStaffResource } from '../session/use-staff-resource';
import '../screens.css';

type Notice = { kind: 'done' | 'refused'; text: string };

/** /agency/applications/:id: one paid application to review, its files, checklist, notes and what happens next. */
export default function DeskApplicationScreen() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(DESK_NAMESPACE);
  const [me, setMe] = useState<StaffAccount>();
  const [notice, setNotice] = useState<Notice>();
  const [version, setVersion] = useState(0);
  const { data: review, failure, setData: setReview } = useStaffResource<ApplicationReview>(REVIEW_API.review(id), { reload: version });
  const staff = useActiveStaff(me);
  const passportCheck = usePassportCopyCheck(id, version);

  useEffect(() => {
    void readStaffSession().then((result) => result.ok && setMe(result.data.staff));
  }, []);

  const updated = (next: ApplicationReview, text?: string) => {
    setReview(next);
    if (text) setNotice({ kind: 'done', text });
  };
  const refused = (text: string) => {
    setNotice({ kind: 'refused', text });
    setVersion((n) => n + 1);
  };

  if (!review) {
    return (
      <section data-screen="mf_desk/Application" className="desk-screen">
        <PageTitle title={t('review.title', { id })} />
        {failure ? (
          <div className="panel panel--error" role="alert">
            {failure}
          </div>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </section>
    );
  }

  const { item } = review;
  const mine = item.claimedBy !== null && item.claimedBy.id === me?.id;
  const canWork = item.state === 'in_review' && mine;
  const rounds = review.corrections;
  const lastRound = rounds.at(-1);
  const changed = lastRound?.changed && item.state !== 'changes_requested' ? lastRound.changed : { fields: [], documents: [] };

  async function claimOrRelease(action: 'claim' | 'release') {
    const result = await staffApi.post<QueueItem>(queueActionPath(item.applicationId, action));
    if (!result.ok) return refused(staffFailureText(t, result));
    setNotice({ kind: 'done', text: t(action === 'claim' ? 'queue.claimed' : 'queue.released', { id: item.applicationId }) });
    setVersion((n) => n + 1);
  }

  return (
    <section data-screen="mf_desk/Application" className="desk-screen">
      <p>
        <Link to={DESK_ROUTES.queue}>{t('review.backToQueue')}</Link>
      </p>
      <PageTitle title={t('review.title', { id: item.applicationId })} lead={`${item.surname}, ${item.givenName} · ${optionLabel(t, 'visaService', item.visaService)}`} />
      <dl className="desk-facts">
        <div>
          <dt>{t('queue.state')}</dt>
          <dd>{t(`reviewStates.${item.state}`, { ns: STAFF_NAMESPACE })}</dd>
        </div>
        <div>
          <dt>{t('review.since')}</dt>
          <dd>
            <DeskTime iso={review.stateChangedAt} />
          </dd>
        </div>
        <div>
          <dt>{t('queue.deadline')}</dt>
          <dd>
            {item.urgent && <span className="desk-badge desk-badge--urgent">{t('urgencies.urgent')}</span>}
            {item.overdue && <span className="desk-badge desk-badge--overdue">{t('queue.overdue')}</span>}
            {item.deadlinePaused && <span className="desk-badge desk-badge--changed">{t('queue.paused')}</span>}
            <DeskTime iso={item.deadline} />
          </dd>
        </div>
        <div>
          <dt>{t('queue.workingOnIt')}</dt>
          <dd>
            {item.claimedBy ? (mine ? t('queue.you') : item.claimedBy.name) : t('queue.nobody')}
            {item.returned && <span className="desk-badge desk-badge--changed">{t('queue.returned')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('review.email')}</dt>
          <dd>{`${review.email} (${review.language})`}</dd>
        </div>
        {review.submission && (
          <div>
            <dt>{t('review.reference')}</dt>
            <dd>{t('review.submittedAs', { reference: review.submission.governmentReference, name: review.submission.by.name, at: formatDeskTime(review.submission.at, i18n.language) })}</dd>
          </div>
        )}
        {review.result && (
          <div>
            <dt>{t('review.result')}</dt>
            <dd>{review.result.outcome === 'granted' ? t('reviewStates.granted', { ns: STAFF_NAMESPACE }) : t('review.refusedBecause', { reason: review.result.reason })}</dd>
          </div>
        )}
      </dl>
      <PassportCopyCheckPanel check={passportCheck} />
      <div className="desk-claim">
        {item.state === 'received' && <Button onClick={() => void claimOrRelease('claim')}>{t('queue.claim')}</Button>}
        {item.state === 'in_review' && (mine || me?.role === 'admin') && (
          <Button variant="secondary" onClick={() => void claimOrRelease('release')}>
            {t('queue.release')}
          </Button>
        )}
        {item.state === 'in_review' && !mine && <p>{t('review.claimToWork')}</p>}
        <AssignControl
          item={item}
          staff={staff}
          onAssigned={(assigned, to) => {
            setNotice({ kind: 'done', text: t('assign.done', { id: assigned.applicationId, name: to.name }) });
            setVersion((n) => n + 1);
          }}
          onRefused={refused}
        />
      </div>
      {review.order && <DeskOrderMembers order={review.order} applicationId={item.applicationId} />}
      {notice && (
        <div className={notice.kind === 'refused' ? 'panel panel--error desk-notice' : 'callout callout--success desk-notice'} role={notice.kind === 'refused' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      )}

      {canWork && (
        <section aria-labelledby="next-title" className="desk-block">
          <h2 id="next-title">{t('review.nextTitle')}</h2>
          <SubmitForm review={review} onUpdate={(next) => updated(next, t('outcome.submittedDone'))} onRefused={refused} />
          <CorrectionForm
            review={review}
            onSent={() => {
              setNotice({ kind: 'done', text: t('corrections.sentDone') });
              setVersion((n) => n + 1);
            }}
            onRefused={refused}
          />
        </section>
      )}
      {item.state === 'submitted' && (
        <section aria-labelledby="result-title" className="desk-block">
          <h2 id="result-title">{t('outcome.resultTitle')}</h2>
          <ResultForms review={review} onUpdate={(next) => updated(next, t(next.item.state === 'granted' ? 'outcome.grantedDone' : 'outcome.refusedDone'))} onRefused={refused} />
        </section>
      )}

      <section aria-labelledby="checklist-title" className="desk-block">
        <h2 id="checklist-title">{t('review.checklist')}</h2>
        <ReviewChecklist review={review} canWork={canWork} notes={{ passportCopy: passportCheckLine(passportCheck, t) }} onUpdate={updated} onRefused={refused} />
      </section>
      <section aria-labelledby="files-title" className="desk-block">
        <h2 id="files-title">{t('files.title')}</h2>
        <ReviewFiles applicationId={item.applicationId} files={review.files} changed={changed.documents} />
      </section>
      <section aria-labelledby="answers-title" className="desk-block">
        <h2 id="answers-title">{t('review.answers')}</h2>
        <div className="desk-compare">
          <div className="desk-compare__answers">
            <ReviewAnswers sections={review.sections} changed={changed.fields} />
          </div>
          <ReviewCompare applicationId={item.applicationId} files={review.files} />
        </div>
      </section>
      <section aria-labelledby="notes-title" className="desk-block">
        <h2 id="notes-title">{t('review.notes')}</h2>
        <ReviewNotes review={review} onUpdate={updated} onRefused={refused} />
      </section>
      <section aria-labelledby="rounds-title" className="desk-block">
        <h2 id="rounds-title">{t('corrections.title')}</h2>
        <CorrectionRounds
          review={review}
          me={me}
          onChanged={(text) => {
            setNotice({ kind: 'done', text });
            setVersion((n) => n + 1);
          }}
          onRefused={refused}
        />
      </section>
      {me?.role === 'admin' && (
        <section aria-labelledby="refunds-title" className="desk-block">
          <h2 id="refunds-title">{t('refunds.sectionTitle')}</h2>
          <RefundPanel
            applicationId={item.applicationId}
            applicantName={`${item.givenName} ${item.surname}`}
            state={item.state}
            onRefused={refused}
            onRefunded={(refund) => {
              setNotice({ kind: 'done', text: t('refunds.done', { amount: refund.amount, currency: refund.currency }) });
              setVersion((n) => n + 1);
            }}
          />
        </section>
      )}
      <section aria-labelledby="history-title" className="desk-block">
        <h2 id="history-title">{t('caseTitle', { ns: HISTORY_NAMESPACE })}</h2>
        <CaseHistory review={review} />
      </section>
    </section>
  );
}
