// node --test: the workspace's lint configuration enforces the layers of docs/architecture.md from the Nx tags.
import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../repo-root.cjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The messages of no-restricted-imports for `source` as if it were the file `file`. */
async function restricted(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

it('lets apps import libs through their public entries', async () => {
  const source = "import { MESSAGES } from '@evisa/contracts';\nimport { MemoryRouter } from '@evisa/routing/testing';\nexport const a = [MESSAGES, MemoryRouter];\n";
  assert.deepEqual(await restricted('mf-payment/src/probe.ts', source), []);
});

it('refuses imports into a lib’s src/', async () => {
  const [message] = await restricted('shell/src/probe.ts', "import { x } from '@evisa/contracts/src/rules';\nexport const a = x;\n");
  assert.match(message ?? '', /public entries/);
});

it('refuses an app importing another app', async () => {
  const [message] = await restricted('mf-payment/src/probe.ts', "import { x } from '../../mf-application/src/x';\nexport const a = x;\n");
  assert.match(message ?? '', /Apps never import each other/);
});

it('refuses a lib importing an app', async () => {
  const [message] = await restricted('libs/ui/src/probe.ts', "import { x } from 'shell/src/x';\nexport const a = x;\n");
  assert.match(message ?? '', /Libs never import apps/);
});

it('refuses browser code importing the API or server libraries', async () => {
  const messages = await restricted('libs/api-client/src/probe.ts', "import { x } from '../../../api/src/main';\nimport mongoose from 'mongoose';\nexport const a = [x, mongoose];\n");
  assert.ok(messages.some((m) => /Browser code never imports server code/.test(m)), messages.join('\n'));
  assert.ok(messages.some((m) => /server libraries/.test(m)), messages.join('\n'));
});

it('refuses server and shared code importing React or browser libs, but lets it read the translations through the translator', async () => {
  assert.match((await restricted('libs/contracts/src/probe.ts', "import React from 'react';\nexport const a = React;\n"))[0] ?? '', /React/);
  assert.match((await restricted('api/src/probe.ts', "import { Button } from '@evisa/ui';\nexport const a = Button;\n"))[0] ?? '', /browser libs/);
  assert.deepEqual(await restricted('api/src/probe.ts', "import de from '@evisa/i18n/locales/de/common.json';\nexport const a = de;\n"), []);
  assert.deepEqual(await restricted('api/src/probe.ts', "import { Translator } from '@evisa/i18n/translator';\nexport const a = Translator;\n"), []);
  assert.match((await restricted('api/src/probe.ts', "import { TranslationProvider } from '@evisa/i18n';\nexport const a = TranslationProvider;\n"))[0] ?? '', /browser libs/);
});

it("refuses an end-to-end test importing another app's code, but lets it use libs/testing/e2e and read any texts", async () => {
  const [message] = await restricted('mf-desk/e2e/probe.e2e.ts', "import { x } from '../../mf-payment/e2e/applications';\nexport const a = x;\n");
  assert.match(message ?? '', /never imports another app's code: shared helpers live in libs\/testing\/e2e/);
  assert.match((await restricted('libs/passport/e2e/probe.e2e.ts', "import { x } from '../../../mf-application/e2e/support';\nexport const a = x;\n"))[0] ?? '', /libs\/testing\/e2e/);
  const allowed =
    "import { mailsTo } from '../../libs/testing/e2e/mail-sink';\nimport texts from '../../mf-application/locales/en/application.json';\n" +
    "import { SCREEN_ROUTES } from '../src/screen-routes';\nexport const a = [mailsTo, texts, SCREEN_ROUTES];\n";
  assert.deepEqual(await restricted('shell/e2e/probe.e2e.ts', allowed), []);
});
