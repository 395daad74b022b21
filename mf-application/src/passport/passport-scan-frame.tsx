import type { ReactNode } from 'react';
import { useTranslation } from '@evisa/i18n';
import { SCAN_NAMESPACE } from './passport-scan-i18n';
import './passport-scan.css';

/** The scan panel's box: its heading and what the scan is for, around the button and what a scan read. */
export function PassportScanFrame({ state, children }: { state?: string; children: ReactNode }) {
  const { t } = useTranslation(SCAN_NAMESPACE);
  return (
    <section className="callout passport-scan form-section__wide" aria-labelledby="passport-scan-title" data-scan-state={state}>
      <h2 id="passport-scan-title" className="passport-scan__title">
        {t('title')}
      </h2>
      <p id="passport-scan-intro">{t('intro')}</p>
      {children}
    </section>
  );
}

/**
 * The panel while its code loads: the same box, the button's place kept but not shown, so nothing below moves when
 * the panel replaces it and no button is offered that does nothing yet.
 */
export function PassportScanPlaceholder() {
  const { t } = useTranslation(SCAN_NAMESPACE);
  return (
    <PassportScanFrame>
      <span className="btn btn--secondary passport-scan__choose passport-scan__choose--waiting" aria-hidden="true">
        {t('button')}
      </span>
    </PassportScanFrame>
  );
}
