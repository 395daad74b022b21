import { VISA_SERVICES } from '@evisa/reference-data';
import { CHECKLIST_ITEMS, CHECKLIST_ITEMS_COVERING, checklistFor, checklistItemsUndoneBy, isChecklistItem, REVIEW_CHECKLISTS } from './checklists';
import { CORRECTABLE_DOCUMENTS, CORRECTABLE_FIELDS } from './corrections';

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

describe('the checklist ticks a correction undoes', () => {
  it('names only items that exist, for answers and files a correction can open', () => {
    for (const [item, covered] of Object.entries(CHECKLIST_ITEMS_COVERING)) {
      expect([...CORRECTABLE_FIELDS, ...CORRECTABLE_DOCUMENTS]).toContain(item);
      for (const key of covered) expect(isChecklistItem(key)).toBe(true);
    }
  });

  it('undoes the passport copy by a new copy or a changed name, the photo by a new photo, and consistency by any answer', () => {
    expect(checklistItemsUndoneBy({ fields: [], documents: ['passportCopy'] })).toEqual(['passportCopy', 'passportValidity']);
    expect(checklistItemsUndoneBy({ fields: [], documents: ['mainImg'] })).toEqual(['photo']);
    expect(checklistItemsUndoneBy({ fields: ['surname'], documents: [] })).toEqual(['passportCopy', 'answersConsistent']);
    expect(checklistItemsUndoneBy({ fields: ['saarcCountries'], documents: ['businessCard'] })).toEqual(['answersConsistent', 'businessDocument']);
  });
});
