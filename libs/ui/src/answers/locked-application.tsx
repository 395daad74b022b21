import { Link } from '@evisa/routing';
import { ROUTES, type LockedStatus } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';

/**
 * What a step page shows instead of its form once the application is paid or blocked: why it can no longer be
 * changed, and where to go instead (the read-only summary, the receipt, a new application). No field, no button
 * that would only be refused.
 */
export function LockedApplication({ id, status }: { id: string; status: LockedStatus }) {
  const { t } = useTranslation('common');
  const paid = status === 'paid';
  return (
    <div className={`callout ${paid ? 'callout--success' : 'callout--warning'} locked-application`} role="status" aria-labelledby="locked-application-title">
      <h2 id="locked-application-title" className="locked-application__title">
        {t(paid ? 'lockedApplication.paidTitle' : 'lockedApplication.blockedTitle')}
      </h2>
      <p>{t(paid ? 'lockedApplication.paidText' : 'lockedApplication.blockedText')}</p>
      <ul className="locked-application__links">
        <li>
          <Link to={ROUTES.preview(id)}>{t('lockedApplication.viewAnswers')}</Link>
        </li>
        <li>
          {paid ? <Link to={ROUTES.confirmation(id)}>{t('lockedApplication.viewReceipt')}</Link> : <Link to={ROUTES.apply}>{t('lockedApplication.startNew')}</Link>}
        </li>
      </ul>
    </div>
  );
}
