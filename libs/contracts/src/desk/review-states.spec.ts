import { canMoveReview, isReviewState, REVIEW_STATES, REVIEW_TRANSITIONS, reviewStatesBefore } from './review-states';
import { reviewDeadline } from './review-deadline';

describe('the states after payment', () => {
  it('are the seven stages of the issue, in order', () => {
    expect(REVIEW_STATES).toEqual(['received', 'in_review', 'changes_requested', 'submitted', 'granted', 'refused', 'refunded']);
  });

  it('allow only moves to known states, never to the same state, and none out of granted or refunded', () => {
    for (const [from, targets] of Object.entries(REVIEW_TRANSITIONS)) {
      for (const to of targets) {
        expect(isReviewState(to)).toBe(true);
        expect(to).not.toBe(from);
      }
    }
    expect(REVIEW_TRANSITIONS.granted).toEqual([]);
    expect(REVIEW_TRANSITIONS.refunded).toEqual([]);
  });

  it('refuse moves out of order', () => {
    expect(canMoveReview('received', 'granted')).toBe(false);
    expect(canMoveReview('received', 'submitted')).toBe(false);
    expect(canMoveReview('granted', 'refunded')).toBe(false);
    expect(canMoveReview('in_review', 'submitted')).toBe(true);
    expect(reviewStatesBefore('in_review')).toEqual(['received', 'changes_requested']);
    expect(canMoveReview('changes_requested', 'received')).toBe(false);
    expect(reviewStatesBefore('refunded')).toEqual(['received', 'in_review', 'changes_requested']);
  });

  it('rejects values that are not states', () => {
    expect(isReviewState('paid')).toBe(false);
    expect(isReviewState(undefined)).toBe(false);
  });
});

describe('the review deadline', () => {
  it('is 72 business hours for urgent: paid on a Monday at 10:00 UTC, due on Thursday at 10:00', () => {
    expect(reviewDeadline(new Date('2026-11-23T10:00:00Z'), 'urgent').toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });

  it('skips the weekend: paid on a Friday at 10:00 UTC, urgent is due on Wednesday at 10:00', () => {
    expect(reviewDeadline(new Date('2026-11-27T10:00:00Z'), 'urgent').toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it('leaves out the hours the desk waited for the applicant, and counts an open wait until now', () => {
    const paid = new Date('2026-11-23T10:00:00Z');
    // Tuesday 10:00 to Wednesday 10:00: one business day more.
    const waited = [{ from: new Date('2026-11-24T10:00:00Z'), to: new Date('2026-11-25T10:00:00Z') }];
    expect(reviewDeadline(paid, 'urgent', waited).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    // A wait over the weekend gives back only its weekday hours.
    const overWeekend = [{ from: new Date('2026-11-27T10:00:00Z'), to: new Date('2026-11-30T10:00:00Z') }];
    expect(reviewDeadline(new Date('2026-11-27T10:00:00Z'), 'urgent', overWeekend).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    const open = [{ from: new Date('2026-11-24T10:00:00Z'), to: null }];
    expect(reviewDeadline(paid, 'urgent', open, new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('is 5 business days for normal (and for an unknown type)', () => {
    expect(reviewDeadline(new Date('2026-11-23T10:00:00Z'), 'normal').toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(reviewDeadline(new Date('2026-11-23T10:00:00Z'), undefined).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('counts a payment made on a Saturday from Monday', () => {
    expect(reviewDeadline(new Date('2026-11-28T12:00:00Z'), 'urgent').toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });
});
