import { REFUND_RULES, refundLimitCents } from './refunds';
import { canMoveReview, REVIEW_STATES } from './review-states';

describe('the refund rules', () => {
  it('let a refund of everything a state allows close the case: every state that allows one can move to refunded', () => {
    for (const state of REVIEW_STATES) expect([state, REFUND_RULES[state] !== 'nothing']).toEqual([state, canMoveReview(state, 'refunded')]);
  });

  it('allow the whole fee before submission and nothing from submission on, as the refund policy says', () => {
    expect(REVIEW_STATES.map((state) => [state, refundLimitCents(state, 4900)])).toEqual([
      ['received', 4900],
      ['in_review', 4900],
      ['changes_requested', 4900],
      ['submitted', 0],
      ['granted', 0],
      ['refused', 0],
      ['refunded', 0],
    ]);
  });
});
