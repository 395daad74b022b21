/**
 * Declares the field list of a payload type and checks at compile time that it names every field of the type:
 * adding a field to a payload without adding it to its list (and so to the API's whitelist) fails the build.
 */
export function fieldListOf<T>() {
  return <const L extends readonly (keyof T & string)[]>(
    fields: L & ([Exclude<keyof T, L[number]>] extends [never] ? unknown : { missingFields: Exclude<keyof T, L[number]> }),
  ): L => fields;
}
