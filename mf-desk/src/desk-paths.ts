import { REVIEW_API } from '@evisa/contracts';

/** The corrections and refunds routes of the staff API, beside the review's (REVIEW_API). */
export const correctionsPath = (applicationId: string) => `${REVIEW_API.review(applicationId)}/corrections`;
export const refundsPath = (applicationId: string) => `${REVIEW_API.review(applicationId)}/refunds`;
