import { useEffect, useRef } from 'react';
import { Link } from '@evisa/routing';
import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { Trans } from '@evisa/i18n/trans';
import { ROUTES } from '@evisa/contracts';
import { Button } from '@evisa/ui';
import { ApplicationIdCopy } from './application-id';

interface SavedForLaterProps {
  id: string;
  /** What was not kept (answers not complete or valid yet, files not valid yet): the screen's words and the list. */
  notKept?: { intro: string; items: readonly string[] };
  onContinue: () => void;
}

/** After 'Save and exit' on any step: what was kept, and how to come back (number and date of birth at /partial-Filled). */
export function SavedForLater({ id, notKept, onContinue }: SavedForLaterProps) {
  const { t } = useTranslation(JOURNEY_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="callout callout--success saved-for-later" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('saveAndExit.savedTitle')}
      </h2>
      <p>
        {t('saveAndExit.yourNumber')} <strong className="application-id__value">{id}</strong> <ApplicationIdCopy id={id} />
      </p>
      <p>
        <Trans t={t} i18nKey="saveAndExit.howToReturn" components={{ resume: <Link to={ROUTES.partialFilled} /> }} />
      </p>
      {notKept && notKept.items.length > 0 && (
        <>
          <p>{notKept.intro}</p>
          <ul>
            {notKept.items.map((item) => (
              <li key={item}>{item}</li>
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
