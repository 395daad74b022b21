import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ApplicationRecord, SharedAnswerStep } from '@evisa/contracts';
import { draftKeyOf, draftStorage } from '../form/draft-storage';
import { leadOf } from './order-lead';

// Only another traveller of an order sees the choice: its code and texts download for them alone.
const CopySharedPanel = lazy(() => import(/* webpackChunkName: "copy-shared-answers" */ './copy-shared-panel'));

interface SharedAnswersProps {
  record: ApplicationRecord;
  step: SharedAnswerStep;
  /** The step's form over the record; rendered again, fresh, once the lead's answers have been copied in. */
  children: (record: ApplicationRecord) => ReactNode;
}

/**
 * A step that holds answers usually shared by everyone travelling together: for a traveller who is not
 * the order's lead, one choice copies them from the first traveller into this application; the form then shows
 * them, to edit and save as usual.
 */
export function SharedAnswers({ record, step, children }: SharedAnswersProps) {
  const [current, setCurrent] = useState({ record, copies: 0 });
  const leadId = leadOf(record);
  return (
    <>
      {leadId && (
        <Suspense fallback={null}>
          <CopySharedPanel leadId={leadId} record={current.record} step={step} onCopied={(copied) => {
              // The form opens again on the copied answers, in place of what was typed and not saved.
              draftStorage.clear(draftKeyOf(step, record.uniqueId));
              setCurrent((was) => ({ record: copied, copies: was.copies + 1 }));
            }} />
        </Suspense>
      )}
      <div key={current.copies}>{children(current.record)}</div>
    </>
  );
}
