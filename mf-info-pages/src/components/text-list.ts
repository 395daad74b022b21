import type { TFunction } from '@evisa/i18n';

/** A list of texts kept as a JSON array in the namespace (paragraphs, bullet points, steps). */
export function textList<T = string>(t: TFunction, key: string, options: Record<string, unknown> = {}): T[] {
  const value: unknown = t(key, { ...options, returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
