import { EVISA_DOWNLOAD_PATH, formatDisplayDate, ROUTES, type ApplicationStage } from '@evisa/contracts';
import { Link } from '@evisa/routing';
import { apiUrl } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

/**
 * Where a paid application stands at the agency: the stage, the date it was reached and what
 * happens next; while corrections are asked, the way to the correction screen; once granted, the e-Visa's download
 * (the browser holds the application's access cookie either way).
 */
export function ApplicationStageDetails({ applicationId, stage, headingLevel = 2 }: { applicationId: string; stage: ApplicationStage; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(NAMESPACE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDisplayDate(stage.at.slice(0, 10)) ?? stage.at.slice(0, 10);
  const download = `${apiUrl(EVISA_DOWNLOAD_PATH)}?${new URLSearchParams({ applicationId })}`;
  return (
    <section className="stage" aria-labelledby="stage-title">
      <Heading id="stage-title" className="stage__title">
        {t('stage.title')}
      </Heading>
      <p className="stage__line">
        <span className={`status-badge status-badge--${stage.stage}`}>{t(`stage.labels.${stage.stage}`)}</span>{' '}
        <span className="stage__since">{t('stage.since', { date })}</span>
      </p>
      <p>{t(`stage.next.${stage.stage}`)}</p>
      {stage.stage === 'changes_requested' && (
        <p>
          <Link className="btn btn--primary" to={ROUTES.correction(applicationId)}>
            {t('stage.correct')}
          </Link>
        </p>
      )}
      {stage.stage === 'granted' && (
        <p>
          <a className="btn btn--primary" href={download} download>
            {t('stage.download')}
          </a>
        </p>
      )}
    </section>
  );
}
