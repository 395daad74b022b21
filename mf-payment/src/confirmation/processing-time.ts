import { optionLabel, type TFunction } from '@evisa/i18n';
import { APPLICATION_TYPES } from '@evisa/reference-data';

/** The processing time of an application type (APPLICATION_TYPES), in words: '3 to 5 business days'. */
export function processingTimeText(applicationType: string, t: TFunction): { type: string; time: string } {
  const type = APPLICATION_TYPES.find((candidate) => candidate.value === applicationType) ?? APPLICATION_TYPES[0];
  const { min, max, unit } = type.processingTime;
  return { type: optionLabel(t, 'applicationType', type.value), time: t(`processingTime.${unit}`, { min, max }) };
}
