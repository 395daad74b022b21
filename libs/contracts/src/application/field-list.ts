/**
 * Declares the field list of a payload type and checks at compile time that it names every field of the type:
 * adding a field to a payload without adding it to its list (and so to the API's whitelist) fails the build.
 */
export function fieldListOf<T>() {
  return <const L extends readonly (keyof T & string)[]>(
    fields: L & ([Exclude<keyof T, L[number]>] extends [never] ? unknown : { missingFields: Exclude<keyof T, L[number]> }),
  ): L => fields;
}

/** What a step declares of each of its fields, besides the field's type in the step's payload. */
export type FieldDeclaration = {
  /** Usually the same for everyone travelling together: a traveller of an order can copy it from the lead. */
  shared?: true;
};

/** A declaration for every field of `T` and for nothing else. */
export type FieldDeclarations<T> = { readonly [K in keyof T]-?: FieldDeclaration };

/** The fields of a declaration table, in their order. */
export function fieldsOf<D extends Record<string, FieldDeclaration>>(declarations: D): readonly (keyof D & string)[] {
  return Object.keys(declarations) as (keyof D & string)[];
}

type SharedField<D> = { [K in keyof D]: D[K] extends { shared: true } ? K : never }[keyof D] & string;

/** The fields declared `shared`, in their order. */
export function sharedFieldsOf<D extends Record<string, FieldDeclaration>>(declarations: D): readonly SharedField<D>[] {
  return fieldsOf(declarations).filter((field): field is SharedField<D> => declarations[field].shared === true);
}
