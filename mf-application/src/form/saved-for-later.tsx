import { useEffect, useRef } from 'react';
import { Link } from '@evisa/routing';
import { Trans, useTranslation } from '@evisa/i18n';
import { ROUTES } from '@evisa/contracts';
import { ApplicationIdCopy, Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

interface SavedForLaterProps {
  id: string;
  /** Answers not kept because they are not complete or valid yet (their field names). */
  skippedFields?: readonly string[];
  onContinue: () => void;
}

/** After 'Save and exit': what was kept, and how to come back (number and date of birth at /partial-Filled). */
export function SavedForLater({ id, skippedFields = [], onContinue }: SavedForLaterProps) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="callout callout--success saved-for-later" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('saveAndExit.savedTitle')}
      </h2>
      <p>
        {t('saveAndExit.yourNumber')} <strong className="application-id__value">{id}</strong>{' '}
        <ApplicationIdCopy id={id} />
      </p>
      <p>
        <Trans t={t} i18nKey="saveAndExit.howToReturn" components={{ resume: <Link to={ROUTES.partialFilled} /> }} />
      </p>
      {skippedFields.length > 0 && (
        <>
          <p>{t('saveAndExit.skipped')}</p>
          <ul>
            {skippedFields.map((field) => (
              <li key={field}>{t(`fields.${field}`)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="button-row">
        <Button onClick={onContinue}>{t('saveAndExit.continue')}</Button>
        <Link className="btn btn--secondary" to={ROUTES.home}>
          {t('saveAndExit.home')}
        </Link>
      </div>
    </div>
  );
}
