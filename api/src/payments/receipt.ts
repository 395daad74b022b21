/** What the confirmation page and e-mail show of a captured payment. */
export type Receipt = {
  orderId: string;
  /** PayPal's capture id: the transaction id on the applicant's PayPal statement. */
  transactionId: string;
  governmentFee: number;
  serviceFee: number;
  total: number;
  currency: string;
  /** ISO timestamp. */
  paidAt: string;
};
