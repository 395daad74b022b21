import type { MessageKey } from '../messages';
import type { ConditionalGroup } from '../rules/conditions';
import type { ChoiceListName } from './choice-lists';

/**
 * How a field is entered: it decides the form's control, the characters the rules accept and the API's length limit.
 * - text: one line of free text; name: a person's name as passports print it (checked as one);
 * - multiLine: a text area (addresses, details, lists of places), the only kind that keeps line breaks;
 * - option, country, yesNo: a choice from a list; date: yyyy-mm-dd; phone, email, pinCode: checked by their rules;
 * - flag: a checkbox (a boolean); list: entries of their own (the SAARC visits).
 */
export type FieldKind = 'text' | 'name' | 'multiLine' | 'option' | 'country' | 'yesNo' | 'date' | 'phone' | 'email' | 'pinCode' | 'flag' | 'list';

/** The most characters a text field takes unless its declaration says otherwise. */
const TEXT_MAX_LENGTH = 200;
const MULTI_LINE_MAX_LENGTH = 1000;

/** What a step declares of each of its fields, besides the field's type in the step's payload. */
export type FieldDeclaration = {
  kind: FieldKind;
  /** Characters at most, when not the kind's usual limit (TEXT_MAX_LENGTH, or MULTI_LINE_MAX_LENGTH for multiLine). */
  maxLength?: number;
  /** Usually the same for everyone travelling together: a traveller of an order can copy it from the lead. */
  shared?: true;
  /** The list the answer is chosen from; a country field's is every country unless it names another. */
  options?: ChoiceListName;
  /** Asked only while this condition on another answer holds (CONDITIONS): shown, kept and required only then. */
  askedWhen?: ConditionalGroup;
  /** Must be answered whenever asked: with the spec's 'This field is required', or with the message the spec gives it. */
  required?: true | { message: MessageKey };
};

/** Declarations by field name: a step's, a form's, or the whole application's. */
export type DeclarationTable = Readonly<Record<string, FieldDeclaration>>;

/** The field's declaration in the table, or undefined for a field it does not declare. */
export function declarationIn(declarations: DeclarationTable, field: string): FieldDeclaration | undefined {
  return Object.hasOwn(declarations, field) ? declarations[field] : undefined;
}

/** A declaration for every field of `T` and for nothing else. */
export type FieldDeclarations<T> = { readonly [K in keyof T]-?: FieldDeclaration };

export function maxLengthOf(declaration: FieldDeclaration): number {
  return declaration.maxLength ?? (declaration.kind === 'multiLine' ? MULTI_LINE_MAX_LENGTH : TEXT_MAX_LENGTH);
}

/** The list a field's answer is chosen from, or undefined for an answer typed in. */
export function choiceListOf(declaration: FieldDeclaration): ChoiceListName | undefined {
  return declaration.options ?? (declaration.kind === 'country' ? 'country' : undefined);
}

/** The message of a required field left empty, or undefined for an optional one. */
export function requiredMessageOf(declaration: FieldDeclaration): MessageKey | undefined {
  if (!declaration.required) return undefined;
  return declaration.required === true ? 'required' : declaration.required.message;
}

/** The fields of a declaration table, in their order. */
export function fieldsOf<D extends Record<string, FieldDeclaration>>(declarations: D): readonly (keyof D & string)[] {
  return Object.keys(declarations) as (keyof D & string)[];
}

type FieldOfKind<D, K extends FieldKind> = { [F in keyof D]: D[F] extends { kind: K } ? F : never }[keyof D] & string;

/** The fields of one kind, in their order (e.g. a step's flags). */
export function fieldsOfKind<D extends Record<string, FieldDeclaration>, K extends FieldKind>(declarations: D, kind: K): readonly FieldOfKind<D, K>[] {
  return fieldsOf(declarations).filter((field): field is FieldOfKind<D, K> => declarations[field].kind === kind);
}

type SharedField<D> = { [K in keyof D]: D[K] extends { shared: true } ? K : never }[keyof D] & string;

/** The fields declared `shared`, in their order. */
export function sharedFieldsOf<D extends Record<string, FieldDeclaration>>(declarations: D): readonly SharedField<D>[] {
  return fieldsOf(declarations).filter((field): field is SharedField<D> => declarations[field].shared === true);
}

/** The fields required of everyone, whatever the other answers (`required` without `askedWhen`), in their order. */
export function requiredFieldsOf<D extends Record<string, FieldDeclaration>>(declarations: D): readonly (keyof D & string)[] {
  return fieldsOf(declarations).filter((field) => declarations[field].required !== undefined && declarations[field].askedWhen === undefined);
}
