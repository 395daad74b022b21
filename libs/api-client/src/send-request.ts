import type { ApiFailure, ApiSuccess } from '@evisa/contracts';
import type { ApiResult, RequestOptions } from './api-client';

/** The URL of a call: the API's base, the path, and the query's defined values. */
export function requestUrl(baseUrl: string, path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** Answers that mean the service cannot work right now, whatever the request was. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

function failure<T>(kind: 'timeout' | 'network' | 'unavailable' | 'http', status: number, body: Partial<ApiFailure> = {}): ApiResult<T> {
  return { ok: false, kind, status, message: body.message ?? '', err: body.err ?? body.message ?? '', errors: body.errors ?? {}, errorKeys: body.errorKeys ?? {} };
}

/**
 * One HTTP call to the API and its answer read as an ApiResult: never throws, every outcome is a value a screen can
 * show. The applicants' client and the desk's share it; each adds its own base URL and headers.
 */
export async function sendRequest<T>(url: string, options: RequestOptions, timeoutMs: number, extraHeaders: Record<string, string> = {}): Promise<ApiResult<T>> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch {
    return failure<T>(timeout.aborted ? 'timeout' : 'network', 0);
  }
  let body: Partial<ApiSuccess<T>> & Partial<ApiFailure> = {};
  try {
    body = await response.json();
  } catch {
    // an empty or non-JSON body (a proxy's error page): the status says enough
  }
  if (!response.ok) return failure<T>(UNAVAILABLE_STATUSES.has(response.status) ? 'unavailable' : 'http', response.status, body);
  return { ok: true, status: response.status, message: body.message ?? '', data: body.data as T };
}
