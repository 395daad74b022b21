import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TOptions } from '../translator';

const TAG = /<([\w-]+)>([\s\S]*?)<\/\1>|<([\w-]+)\s*\/>/g;

function withTags(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > from) nodes.push(text.slice(from, match.index));
    const [, name = match[3], inner] = match;
    const component = components[name];
    const children = inner === undefined ? [] : withTags(inner, components);
    // A tag no component is given for shows its text (as react-i18next does).
    nodes.push(component ? cloneElement(component, { key: nodes.length }, ...children) : <Fragment key={nodes.length}>{children}</Fragment>);
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}

interface TransProps {
  t: TFunction;
  i18nKey: string;
  /** The elements the text's tags stand for, by name: `<resume>text</resume>` -> `components.resume` with `text`. */
  components?: Readonly<Record<string, ReactElement>>;
  values?: TOptions;
}

/**
 * A text with elements inside it (a link in a sentence), as the translation places them. Its own entry
 * (`@evisa/i18n/trans`), not shared: two screens use it, so the pages that do not carry none of it.
 */
export function Trans({ t, i18nKey, components = {}, values }: TransProps) {
  return <>{withTags(t(i18nKey, values), components)}</>;
}
