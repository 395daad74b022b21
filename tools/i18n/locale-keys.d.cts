// Types of locale-keys.cjs, for the TypeScript spec that shares it (libs/i18n/src/locales-complete.spec.ts).
export type Mismatch = { key: string; problem: string };
export type Comparison = { missing: string[]; extra: string[]; mismatched: Mismatch[]; english: Map<string, unknown> };
export type LocaleFile = { namespace: string; language: string; englishPath: string | null; path: string };

export function flattenKeys(value: unknown, prefix?: string, into?: Map<string, unknown>): Map<string, unknown>;
export function pluralParts(key: string): { base: string; category: string } | undefined;
export function pluralCategoriesOf(language: string): string[];
export function markersOf(text: unknown): string[];
export function compareLocale(english: unknown, translated: unknown, language: string): Comparison;
export function readLanguageCodes(root: string): string[];
export function readMessages(root: string): Record<string, string>;
export function localeFiles(root: string, languages: readonly string[]): LocaleFile[];
export function readJson(root: string, relative: string): unknown;
export const LOCALE_ROOTS: string[];
