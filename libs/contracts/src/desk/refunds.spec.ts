import { REFUND_RULES, refundLimitCents } from './refunds';
import { canMoveReview, REVIEW_STATES } from './review-states';

describe('the refund rules', () => {
  it('let a refund of everything a state allows close the case: every state that allows one can move to refunded', () => {
    for (const state of REVIEW_STATES) expect([state, REFUND_RULES[state] !== 'nothing']).toEqual([state, canMoveReview(state, 'refunded')]);
  });

  it('allow the whole fee before submission, the service fee after, nothing once granted or refunded', () => {
    const fee = { shareCents: 4900, serviceFeeCents: 2400 };
    expect(REVIEW_STATES.map((state) => [state, refundLimitCents(state, fee)])).toEqual([
      ['received', 4900],
      ['in_review', 4900],
      ['changes_requested', 4900],
      ['submitted', 2400],
      ['granted', 0],
      ['refused', 2400],
      ['refunded', 0],
    ]);
  });
});
