// One lint configuration for the whole workspace. It also enforces the layers of docs/architecture.md from the projects'
// Nx tags (tools/lint/project-boundaries.mjs) and that no visible text bypasses i18n.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { e2eRestrictedImports, restrictedImports, workspaceProjects } from './tools/lint/project-boundaries.mjs';

const projects = workspaceProjects();
// The API validates answers only through ANSWER_RULES, which adds the check of every answer to each shared rule.
const ANSWER_RULES_FILE = 'api/src/applicant/steps/answer-rules.ts';
const RAW_ANSWER_RULES = {
  group: ['@evisa/contracts'],
  importNamePattern: '^validate(Step[1-5]|Questions|ContactMessage)$',
  message: `The API validates answers through ANSWER_RULES (${ANSWER_RULES_FILE}), which also checks every other answer.`,
};
const apiProject = projects.find((p) => p.dir === 'api');
const browserProjects = projects.filter((p) => p.tags.includes('platform:browser')).map((p) => p.dir);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'bench/results/**', '.nx/**', '.data/**'] },
  ...tseslint.configs.recommended,
  {
    // Scripts and build configuration (tools/, bench/, libs/federation, webpack and Jest configs): Node, no bundler.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: browserProjects.map((p) => `${p}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: browserProjects.map((p) => `${p}/src/**/*.tsx`),
    ignores: ['**/*.spec.tsx'],
    plugins: { i18next },
    rules: {
      // Every text a person sees goes through the translation layer.
      // Text in JSX and in the attributes people read is flagged; arguments of calls (field names, keys) are not.
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-only', 'jsx-attributes': { include: ['alt', 'title', 'placeholder', 'aria-label', 'label'] }, callees: { exclude: ['.*'] } },
      ],
    },
  },
  ...projects.map((project) => ({
    files: [`${project.dir}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...restrictedImports(project, projects), ...(project.dir === 'api' ? [RAW_ANSWER_RULES] : [])] }] },
  })),
  {
    files: [ANSWER_RULES_FILE],
    rules: { 'no-restricted-imports': ['error', { patterns: restrictedImports(apiProject, projects) }] },
  },
  // The end-to-end tests drive the whole site from Node: they read any project's texts, but share code only through
  // libs/testing/e2e.
  ...projects.map((project) => ({
    files: [`${project.dir}/e2e/**/*.{ts,tsx,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: e2eRestrictedImports(project, projects) }] },
  })),
);
