import type { ApiSuccess } from '@evisa/contracts';

/** The success envelope of ARCHITECTURE 4: `{ status, message, data }`. */
export function envelope<T>(data: T, message = 'OK', status = 200): ApiSuccess<T> {
  return { status, message, data };
}
