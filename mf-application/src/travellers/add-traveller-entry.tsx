import { lazy, Suspense } from 'react';
import type { ApplicationRecord } from '@evisa/contracts';

const AddTravellerPanel = lazy(() => import(/* webpackChunkName: "add-traveller-entry" */ './add-traveller-panel'));

/** Under step 1 of an application that can still change: the way to add the people travelling with the applicant. */
export function AddTravellerEntry({ record }: { record: ApplicationRecord }) {
  if (record.status !== 'draft' && record.status !== 'awaiting_payment') return null;
  return (
    <Suspense fallback={null}>
      <AddTravellerPanel leadId={record.orderLeadId ?? record.uniqueId} inOrder={record.orderLeadId !== undefined} />
    </Suspense>
  );
}
