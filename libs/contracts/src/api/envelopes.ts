import { MESSAGES, type MessageKey } from '../messages';
import type { FieldErrors } from '../rules/field-errors';

/** Every successful API answer (ARCHITECTURE 4). */
export type ApiSuccess<T> = { status: number; message: string; data: T };

/**
 * Every failed API answer. `errors` maps a field to the spec's English message, `errorKeys` to its message key
 * so the browser can show it in the applicant's language.
 */
export type ApiFailure = {
  status: number;
  message: string;
  err: string;
  errors: Record<string, string>;
  errorKeys?: Record<string, MessageKey>;
};

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export function isApiFailure<T>(response: ApiResponse<T>): response is ApiFailure {
  return 'err' in response;
}

/** The failure envelope for rule violations: each field's message key and its English text. */
export function validationFailure(fieldErrors: FieldErrors, status = 400): ApiFailure {
  const errorKeys: Record<string, MessageKey> = {};
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(fieldErrors)) {
    if (key === undefined) continue;
    errorKeys[field] = key;
    errors[field] = MESSAGES[key];
  }
  return { status, message: MESSAGES.correctHighlightedErrors, err: MESSAGES.correctHighlightedErrors, errors, errorKeys };
}
