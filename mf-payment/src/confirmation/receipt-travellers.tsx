import { lazy, Suspense } from 'react';
import type { ReceiptTraveller } from '@evisa/contracts';

// The order's code and texts download only for a receipt of several travellers.
const ReceiptTravellerLines = lazy(() => import(/* webpackChunkName: "receipt-travellers" */ './receipt-traveller-lines'));

/** Each traveller an order's payment covered, with their fee; nothing for an application paid alone (its one line is the receipt). */
export function ReceiptTravellers({ travellers }: { travellers: readonly ReceiptTraveller[] }) {
  if (travellers.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptTravellerLines travellers={travellers} />
    </Suspense>
  );
}
