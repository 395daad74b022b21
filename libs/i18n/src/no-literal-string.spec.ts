/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Proves the check that keeps every visible text in the translation layer: the workspace's own ESLint
// configuration, through ESLint's API, fails a screen with hard-coded text and passes the same screen through t().
// ESLint loads its (ESM) configuration with import(), which Jest's module sandbox cannot do, hence a child process.
const ROOT = path.resolve(__dirname, '../../..');
const SCREEN = 'mf-info-pages/src/screens/lint-fixture.tsx';

const HARD_CODED = `export default function Screen() {
  return (
    <main>
      <h1>Contact Us</h1>
      <input placeholder="Your name" aria-label="Your name" />
      <img src="/a.png" alt="India Gate" />
    </main>
  );
}
`;

const TRANSLATED = `import { useTranslation } from '@evisa/i18n';

export default function Screen() {
  const { t } = useTranslation('info');
  return (
    <main>
      <h1>{t('contact.title')}</h1>
      <input placeholder={t('contactForm.name')} aria-label={t('contactForm.name')} type="text" />
      <img src="/a.png" alt={t('home.slide.alt')} />
    </main>
  );
}
`;

type LintMessage = { ruleId: string | null; line: number; message: string };

/** Lints each fixture as if it were a screen of a remote; one process for all (ESLint takes seconds to load). */
function lint(fixtures: string[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const results = [];
    for (const code of JSON.parse(process.env.FIXTURES)) {
      const [result] = await eslint.lintText(code, { filePath: process.env.FIXTURE_PATH });
      results.push(result.messages);
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, FIXTURES: JSON.stringify(fixtures), FIXTURE_PATH: path.join(ROOT, SCREEN) },
    encoding: 'utf8',
  });
  return JSON.parse(output) as LintMessage[][];
}

describe('i18next/no-literal-string in the workspace ESLint configuration', () => {
  let hardCoded: LintMessage[];
  let translated: LintMessage[];
  beforeAll(() => {
    [hardCoded, translated] = lint([HARD_CODED, TRANSLATED]);
  }, 90_000);

  it('fails a screen whose text, placeholder, aria-label and alt are hard-coded', () => {
    const literals = hardCoded.filter((m) => m.ruleId === 'i18next/no-literal-string');
    expect(literals.map((m) => m.line)).toEqual([4, 5, 5, 6]);
  });

  it('passes the same screen when its texts come from t()', () => {
    expect(translated).toEqual([]);
  });
});
