import { lazy, Suspense } from 'react';
import type { OrderView } from '@evisa/contracts';
import { Loading } from '@evisa/api-client';

// The breakdown's code and texts download only for an order of several travellers.
const PaymentOrderFees = lazy(() => import(/* webpackChunkName: "payment-order-fees" */ './payment-order-fees'));

/** The payment page of an order's lead: each traveller's fee and the sum the payment charges. */
export function OrderFees({ order }: { order: OrderView }) {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentOrderFees order={order} />
    </Suspense>
  );
}
