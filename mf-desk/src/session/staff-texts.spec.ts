/** @jest-environment node */
import { CHECKLIST_ITEMS, STAFF_MESSAGES } from '@evisa/contracts';
import english from '../../locales/en/staff.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the desk's texts", () => {
  it('word every message of the staff API, with its placeholders (the desk maps each answer back to its key)', () => {
    expect(Object.keys(english.messages).sort()).toEqual(Object.keys(STAFF_MESSAGES).sort());
    for (const [key, text] of Object.entries(STAFF_MESSAGES)) {
      expect([key, placeholders(english.messages[key as keyof typeof english.messages])]).toEqual([key, placeholders(text)]);
    }
  });

  it('word every checklist item', () => {
    expect(Object.keys(english.checklist).sort()).toEqual(Object.keys(CHECKLIST_ITEMS).sort());
  });
});
