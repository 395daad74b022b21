import type { Option } from './option';

export type ProcessingTime = { readonly min: number; readonly max: number; readonly unit: 'businessDays' | 'businessHours' };

/**
 * Normal or urgent processing (spec 9.1). The clock starts once the application is complete with all documents.
 * Urgent states 48 to 72 business hours, the longer of the spec's two figures (see docs/decisions.md).
 */
export const APPLICATION_TYPES = [
  { value: 'normal', label: 'Normal', processingTime: { min: 3, max: 5, unit: 'businessDays' } },
  { value: 'urgent', label: 'Urgent', processingTime: { min: 48, max: 72, unit: 'businessHours' } },
] as const satisfies readonly (Option & { processingTime: ProcessingTime })[];

export type ApplicationType = (typeof APPLICATION_TYPES)[number]['value'];
