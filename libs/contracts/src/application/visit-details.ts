import type { Step4Payload } from './step4';
import { STEP4_FIELDS } from './step4';
import type { Step5Payload } from './step5';
import { STEP5_FIELDS } from './step5';

/** Both visit-details steps together (spec 2.9), as validateVisitDetails checks them. */
export type VisitDetailsPayload = Step4Payload & Step5Payload;

export const VISIT_DETAILS_FIELDS = [...STEP4_FIELDS, ...STEP5_FIELDS] as const;
