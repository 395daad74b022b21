import { useEffect, useRef } from 'react';
import { ApplicationIdCopy } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../../i18n';

interface NumberIssuedProps {
  id: string;
  /** Where the e-mail with the number went, and whether it was sent. */
  email: string;
  emailed: boolean;
  onContinue: () => void;
}

/**
 * After step 1 creates the application, before the applicant leaves step 1: the number to copy or print (it is the
 * only way back, with the date of birth), and whether the e-mail with it was sent.
 */
export function NumberIssued({ id, email, emailed, onContinue }: NumberIssuedProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="callout callout--success number-issued" aria-labelledby="number-issued-title">
      <h2 id="number-issued-title" ref={headingRef} tabIndex={-1}>
        {t('numberIssued.title')}
      </h2>
      <p className="number-issued__number">
        <strong>{id}</strong> <ApplicationIdCopy id={id} />
      </p>
      <p>{t('numberIssued.keep')}</p>
      <p role="status" className={emailed ? undefined : 'number-issued__not-sent'}>
        {emailed ? t('numberIssued.emailed', { email }) : t('numberIssued.notEmailed', { email })}
      </p>
      <div className="button-row">
        <Button onClick={onContinue}>{t('numberIssued.continue')}</Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('numberIssued.print')}
        </Button>
      </div>
    </section>
  );
}
