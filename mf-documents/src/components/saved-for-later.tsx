import { useEffect, useRef } from 'react';
import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { ROUTES } from '@evisa/contracts';
import { ApplicationId, Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

interface SavedForLaterProps {
  id: string;
  /** Files chosen but not kept (not valid yet, or refused by the server): their names in the applicant's words. */
  notSaved?: readonly string[];
  onContinue: () => void;
}

/** After 'Save and exit' on the photo or documents page: what was kept and how to come back. */
export function SavedForLater({ id, notSaved = [], onContinue }: SavedForLaterProps) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="callout callout--success saved-for-later" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('saveAndExit.savedTitle')}
      </h2>
      <ApplicationId id={id} />
      <p>{t('saveResume.text')}</p>
      {notSaved.length > 0 && (
        <>
          <p>{t('saveAndExit.notSaved')}</p>
          <ul>
            {notSaved.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      <div className="button-row">
        <Button onClick={onContinue}>{t('saveAndExit.continue')}</Button>
        <Link className="btn btn--secondary" to={ROUTES.partialFilled}>
          {t('saveResume.link')}
        </Link>
        <Link className="btn btn--secondary" to={ROUTES.home}>
          {t('saveAndExit.home')}
        </Link>
      </div>
    </div>
  );
}
