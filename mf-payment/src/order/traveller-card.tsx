import { Link } from '@evisa/routing';
import { APPLICATION_STEPS, ROUTES, STEP_ROUTES, type OrderTraveller } from '@evisa/contracts';
import { formatUsd, optionLabel, useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { ORDER_NAMESPACE } from './order-i18n';

interface TravellerCardProps {
  traveller: OrderTraveller;
  /** Offered for a traveller who is not the lead, before payment. */
  onRemove?: () => void;
}

/** One traveller of the order: who, which visa, which parts are complete, the fee, and what to do next. */
export function TravellerCard({ traveller, onRemove }: TravellerCardProps) {
  const { t, i18n } = useTranslation([ORDER_NAMESPACE, NAMESPACE]);
  const name = `${traveller.givenName} ${traveller.surname}`;
  const done = traveller.completedSteps.length;
  const headingId = `traveller-${traveller.uniqueId}`;
  const visa = [optionLabel(t, 'visaService', traveller.visaService), optionLabel(t, 'applicationType', traveller.applicationType)].filter(Boolean).join(', ');
  return (
    <li className="order-traveller panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-traveller__name">
        {name}
        {traveller.lead && <span className="order-traveller__lead">{t('traveller.lead')}</span>}
      </h2>
      <dl className="facts order-traveller__facts">
        <div>
          <dt>{t('common.applicationId', { ns: NAMESPACE })}</dt>
          <dd className="application-id">{traveller.uniqueId}</dd>
        </div>
        <div>
          <dt>{t('traveller.visa')}</dt>
          <dd>{visa}</dd>
        </div>
        <div>
          <dt>{t('traveller.fee')}</dt>
          <dd>{traveller.fee ? formatUsd(traveller.fee.total, i18n.language) : t('fees.none')}</dd>
        </div>
        <div>
          <dt>{t('traveller.progress')}</dt>
          <dd>{traveller.nextStep ? t('traveller.partsDone', { done, total: APPLICATION_STEPS.length }) : t('traveller.complete')}</dd>
        </div>
      </dl>
      <ul className="order-steps" aria-label={t('traveller.stepsLabel', { name })}>
        {APPLICATION_STEPS.map((step) => {
          const complete = traveller.completedSteps.includes(step);
          return (
            <li key={step} className={complete ? 'order-steps__step order-steps__step--done' : 'order-steps__step'}>
              {t(`stepShort.${step}`, { ns: NAMESPACE })}
              <span className="visually-hidden">{complete ? t('traveller.stepDone') : t('traveller.stepToDo')}</span>
            </li>
          );
        })}
      </ul>
      <p className="button-row order-traveller__actions">
        {traveller.status === 'paid' ? (
          <span>{t('traveller.paid')}</span>
        ) : traveller.nextStep ? (
          <Link className="btn btn--primary" to={STEP_ROUTES[traveller.nextStep](traveller.uniqueId)}>
            {t('traveller.continue', { step: t(`steps.${traveller.nextStep}`, { ns: NAMESPACE }), name })}
          </Link>
        ) : (
          <Link className="btn btn--secondary" to={ROUTES.preview(traveller.uniqueId)}>
            {t('traveller.review', { name })}
          </Link>
        )}
        {onRemove && (
          <Button variant="link" onClick={onRemove}>
            {t('traveller.remove', { name })}
          </Button>
        )}
      </p>
    </li>
  );
}
