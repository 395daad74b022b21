import { useEffect, useRef, useState } from 'react';
import type { ApplicationRecord, SharedAnswerStep } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { loadApplication } from '@evisa/api-client';
import { Button } from '@evisa/ui';
import { orderApi, orderFailureText } from './order-api';
import { TRAVELLERS_NAMESPACE } from './travellers-i18n';
import './travellers.css';

interface CopySharedPanelProps {
  leadId: string;
  record: ApplicationRecord;
  step: SharedAnswerStep;
  onCopied: (record: ApplicationRecord) => void;
}

type Outcome = { tone: 'done' | 'failed'; text: string };

/** 'Same as the first traveller?': copies the lead's shared answers into this application, then shows them here. */
export default function CopySharedPanel({ leadId, record, step, onCopied }: CopySharedPanelProps) {
  const { t } = useTranslation([TRAVELLERS_NAMESPACE, 'validation']);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function copy() {
    setBusy(true);
    const copied = await orderApi.copyShared(leadId, record.uniqueId);
    const reread = copied.ok ? await loadApplication(record.uniqueId) : copied;
    setBusy(false);
    if (!reread.ok) return setOutcome({ tone: 'failed', text: orderFailureText(t, reread) });
    setOutcome({ tone: 'done', text: t('copy.done') });
    onCopied(reread.data);
  }

  return (
    <section className="callout shared-answers" aria-labelledby="shared-answers-title">
      <h2 id="shared-answers-title">{t('copy.title')}</h2>
      <p>{t(`copy.${step}`)}</p>
      <p className="note">{t('copy.note')}</p>
      <Button variant="secondary" busy={busy} onClick={() => void copy()}>
        {t('copy.button')}
      </Button>
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} role={outcome.tone === 'failed' ? 'alert' : 'status'} className={outcome.tone === 'failed' ? 'field-error' : 'shared-answers__done'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
