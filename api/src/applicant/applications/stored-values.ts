import type { Schema, SchemaType } from 'mongoose';

/** A list path's entries (the SAARC visits): their schema's own fields, without the entry id mongoose would add. */
function castEntry(schema: Schema, field: string, entry: unknown): Record<string, unknown> {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw new TypeError(`'${field}' holds an entry that is not an object`);
  const cast: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(schema.paths)) {
    const value = (entry as Record<string, unknown>)[key];
    if (key !== '_id' && value !== undefined) cast[key] = castValue(type, `${field}.${key}`, value);
  }
  return cast;
}

function castValue(type: SchemaType, field: string, value: unknown): unknown {
  if (value === null) return null;
  const entries = (type as SchemaType & { schema?: Schema }).schema;
  if (entries) {
    if (!Array.isArray(value)) throw new TypeError(`'${field}' is a list`);
    return value.map((entry) => castEntry(entries, field, entry));
  }
  return type.cast(value);
}

/**
 * The values of `set` as mongoose would store them, cast by each path's own schema type (a form's 'true' a Boolean,
 * a SAARC visit's year a Number, a date a Date; undefined left out of a list's entries): what the step save writes
 * through the collection itself, without mongoose's casting of the whole update. Every field must be a path of
 * `schema` (the caller checks).
 */
export function storedValues(schema: Schema, set: Record<string, unknown>): Record<string, unknown> {
  const cast: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(set)) {
    if (value !== undefined) cast[field] = castValue(schema.path(field), field, value);
  }
  return cast;
}
