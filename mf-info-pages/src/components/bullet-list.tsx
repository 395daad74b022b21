import type { TFunction } from '@evisa/i18n';
import { textList } from './text-list';

interface BulletListProps {
  t: TFunction;
  /** Key of a JSON array of texts in the namespace. */
  textKey: string;
  values?: Record<string, unknown>;
  ordered?: boolean;
  className?: string;
}

/** A list whose items are a text array of the namespace. */
export function BulletList({ t, textKey, values, ordered = false, className }: BulletListProps) {
  const items = textList(t, textKey, values).map((item) => <li key={item}>{item}</li>);
  return ordered ? <ol className={className}>{items}</ol> : <ul className={className}>{items}</ul>;
}
