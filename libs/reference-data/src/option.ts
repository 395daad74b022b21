/** One choice of a select list: the stored value and its English label (the browser translates labels). */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** The values of an option list, for membership checks. */
export function optionValues<V extends string>(options: readonly Option<V>[]): readonly V[] {
  return options.map((option) => option.value);
}

export function isOptionValue<V extends string>(options: readonly Option<V>[], value: unknown): value is V {
  return typeof value === 'string' && options.some((option) => option.value === value);
}
