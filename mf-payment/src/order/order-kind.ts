import type { OrderView } from '@evisa/contracts';

// Kept apart from the order's calls and texts: the payment page imports it, and must not download those.

/** An order of several travellers (an order of one, or none, pays and shows its fee as before). */
export function isGroupOrder(order: OrderView | null | undefined): order is OrderView {
  return !!order && order.travellers.length > 1;
}
