import { OPTION_LISTS } from '@evisa/reference-data';
import { CHOICE_LISTS, labelListOf } from './choice-lists';

describe('lists of choices', () => {
  it('name every list of reference-data that a field may declare, labelled by its shared translations', () => {
    for (const list of Object.keys(OPTION_LISTS)) expect(Object.keys(CHOICE_LISTS)).toContain(list);
    expect(labelListOf('lowerYesNo')).toBe('yesNo');
    expect(labelListOf('gender')).toBe('gender');
    expect(labelListOf('country')).toBeUndefined();
  });
});
