import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

describe('the forms’ lists of choices', () => {
  it('come from the fields’ declarations (useOptionLists().of), never from a list named in a form', () => {
    const root = join(__dirname, '..');
    const naming = sources(root).filter((file) => LIST_CONSTANTS.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '')));
    expect(naming.map((file) => relative(root, file))).toEqual([]);
  });
});
