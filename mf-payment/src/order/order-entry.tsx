import { lazy, Suspense } from 'react';
import type { ApplicationRecord } from '@evisa/contracts';

// Its code and texts download after the Preview's own, and only for an application that can still change.
const PreviewOrderEntry = lazy(() => import(/* webpackChunkName: "order-entry" */ './preview-order-entry'));

/** 'Travelling with others?' under the Preview's answers. */
export function OrderEntry({ record }: { record: ApplicationRecord }) {
  return (
    <Suspense fallback={null}>
      <PreviewOrderEntry record={record} />
    </Suspense>
  );
}
