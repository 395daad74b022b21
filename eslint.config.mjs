// One lint configuration for the whole workspace. It also enforces the boundaries of docs/architecture.md:
// the browser never imports NestJS, the API never imports React, and no visible text bypasses i18n.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const browserProjects = ['shell', 'mf-info-pages', 'mf-application', 'mf-documents', 'mf-payment', 'libs/ui', 'libs/routing', 'libs/i18n', 'libs/api-client'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.cjs', '**/*.mjs', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: browserProjects.map((p) => `${p}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@nestjs/*', 'mongoose', 'class-validator'], message: 'Browser code must not import server libraries.' }] }],
    },
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
  {
    files: ['api/src/**/*.ts', 'libs/contracts/src/**/*.ts', 'libs/reference-data/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-*', '@evisa/ui'], message: 'Server and shared contracts must not import React.' },
            // The translation layer imports React; its translations (plain JSON) may be read.
            { regex: '^@evisa/i18n(?!/locales/[a-z]{2}/[a-z]+\\.json$)', message: 'Server and shared contracts must not import React (the translations, plain JSON, are fine).' },
          ],
        },
      ],
    },
  },
);
