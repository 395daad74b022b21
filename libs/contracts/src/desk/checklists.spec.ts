import { VISA_SERVICES } from '@evisa/reference-data';
import { CHECKLIST_ITEMS, checklistFor, isChecklistItem, REVIEW_CHECKLISTS } from './checklists';

describe('the review checklists', () => {
  it('give every visa service the common items first, then its own, each item once and each one defined', () => {
    const common = checklistFor('tourist');
    for (const service of VISA_SERVICES) {
      const items = REVIEW_CHECKLISTS[service.value];
      expect(items.slice(0, common.length)).toEqual(common);
      expect(new Set(items).size).toBe(items.length);
      for (const item of items) expect(CHECKLIST_ITEMS[item]).toEqual(expect.any(String));
    }
  });

  it('ask for the documents a service needs: business card or letter, the hospital letter, the clearances', () => {
    expect(checklistFor('business')).toContain('businessDocument');
    expect(checklistFor('medical')).toContain('medicalLetter');
    expect(checklistFor('conference')).toContain('conferenceClearances');
    expect(checklistFor('tourist')).not.toContain('businessDocument');
  });

  it('fall back to the common items for an unknown service, and know their own keys only', () => {
    expect(checklistFor('spaceTourism')).toEqual(checklistFor('tourist'));
    expect(isChecklistItem('photo')).toBe(true);
    expect(isChecklistItem('constructor')).toBe(false);
  });
});
