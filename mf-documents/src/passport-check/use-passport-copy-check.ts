import { useState } from 'react';
import { todayIso, type ApplicationRecord } from '@evisa/contracts';
import { comparePassport, type PassportData, type PassportDifference } from '@evisa/passport';
import type { ChosenDocument } from '../documents/document-choice';

/** Which value the applicant says is right where the copy and an answer differ. */
export type Choice = 'answer' | 'passport';

export type CopyCheck =
  | { state: 'none' }
  | { state: 'reading' }
  | { state: 'pdf' }
  | { state: 'unread' }
  | { state: 'read'; passport: PassportData; differences: PassportDifference[]; choices: Partial<Record<string, Choice>> };

/**
 * The passport copy chosen on the documents step, read in the browser with the step-1 scanner and compared with the
 * stored answers. Until each difference has a choice, and while a choice says the passport is right (the
 * answer must be corrected first), the step does not go on.
 */
export function usePassportCopyCheck(record: ApplicationRecord) {
  const [check, setCheck] = useState<CopyCheck>({ state: 'none' });

  async function read(chosen: ChosenDocument | undefined) {
    if (!chosen) return setCheck({ state: 'none' });
    if (chosen.sniffedType === 'application/pdf') return setCheck({ state: 'pdf' });
    setCheck({ state: 'reading' });
    try {
      const { scanPassportPhoto } = await import(/* webpackChunkName: "passport-scanner" */ '@evisa/passport/scan');
      const outcome = await scanPassportPhoto(chosen.file, todayIso());
      if (!outcome.ok) return setCheck({ state: 'unread' });
      setCheck({ state: 'read', passport: outcome.passport, differences: comparePassport(record, outcome.passport), choices: {} });
    } catch {
      setCheck({ state: 'unread' });
    }
  }

  const choose = (field: string, choice: Choice) =>
    setCheck((was) => (was.state === 'read' ? { ...was, choices: { ...was.choices, [field]: choice } } : was));

  const blocking = check.state === 'reading' || (check.state === 'read' && check.differences.some(({ field }) => check.choices[field] !== 'answer'));
  return { check, read, choose, blocking };
}
export type PassportCopyCheck = ReturnType<typeof usePassportCopyCheck>;
