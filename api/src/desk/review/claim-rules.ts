import { HttpStatus } from '@nestjs/common';
import type { ReviewState, StaffAccount } from '@evisa/contracts';
import { StaffException } from '../staff-auth/staff-errors';
import type { StoredReview } from './review.schema';

export type ClaimRule = {
  /** The states the change is made in. */
  states: readonly ReviewState[];
  /** An admin may act on someone else's claim (recording the government's answer when the claimant is away). */
  adminToo?: boolean;
};

/**
 * Writes that need the claim: the application is in one of `states` and the one acting is its claimant (or an
 * admin, where the rule allows). Refused in the desk's words: 409 while it is in another state, 403 when someone
 * else holds it.
 */
export function requireClaim(review: StoredReview | null, staff: Pick<StaffAccount, 'id' | 'role'>, rule: ClaimRule): StoredReview {
  if (!review || !rule.states.includes(review.state)) throw new StaffException(HttpStatus.CONFLICT, 'claimNeeded');
  const mine = review.claimedBy?.id === staff.id;
  if (!mine && !(rule.adminToo && staff.role === 'admin')) throw new StaffException(HttpStatus.FORBIDDEN, 'notClaimedBySelf');
  return review;
}
