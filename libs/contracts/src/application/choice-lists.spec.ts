import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OPTION_LISTS } from '@evisa/reference-data';
import { CHOICE_LISTS, labelListOf } from './choice-lists';

/** reference-data's lists of choices, by the names it exports them under. */
const LIST_CONSTANTS =
  /\b(PASSPORT_TYPES|GENDERS|RELIGIONS|EDUCATION_LEVELS|MARITAL_STATUSES|OCCUPATIONS|NATIONALITY_ACQUIRED|YES_NO|LOWER_YES_NO|COUNTRIES|EVISA_NATIONALITIES|ARRIVAL_PORTS|EXIT_PORTS|OPTION_LISTS)\b/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.spec.') ? [path] : [];
  });
}

describe('lists of choices', () => {
  it('name every list of reference-data that a field may declare, labelled by its shared translations', () => {
    for (const list of Object.keys(OPTION_LISTS)) expect(Object.keys(CHOICE_LISTS)).toContain(list);
    expect(labelListOf('lowerYesNo')).toBe('yesNo');
    expect(labelListOf('gender')).toBe('gender');
    expect(labelListOf('country')).toBeUndefined();
  });

  it('are named in one place: the rules and declarations read them through the fields, never by the list', () => {
    const root = join(__dirname, '..');
    const naming = sources(root).filter((file) => !file.endsWith('choice-lists.ts') && LIST_CONSTANTS.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '')));
    expect(naming.map((file) => relative(root, file))).toEqual([]);
  });
});
