import type { ApiFailure, ApiSuccess, MessageKey } from '@evisa/contracts';

/** How long an applicant waits before being told the server did not answer (the spec's "no timeout" is a defect). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export type ApiResult<T> =
  | { ok: true; status: number; message: string; data: T }
  | {
      ok: false;
      /**
       * timeout: no answer in time; network: no connection; unavailable: the service answered that it cannot work
       * now (502, 503, 504: the database or the API is down); http: the server answered with another error.
       * Every kind but http (and http 429) means "try again later": see failureNotice.
       */
      kind: 'timeout' | 'network' | 'unavailable' | 'http';
      status: number;
      message: string;
      err: string;
      /** Field name -> English message, as the server sent it. */
      errors: Record<string, string>;
      /** Field name -> stable message key, so the form can show the message in the applicant's language. */
      errorKeys: Record<string, MessageKey>;
    };

interface ApiClientConfig {
  baseUrl: string;
  timeoutMs: number;
}

const config: ApiClientConfig = { baseUrl: '/api', timeoutMs: DEFAULT_TIMEOUT_MS };

/** Called once by the shell with the deployment's configuration. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  Object.assign(config, next);
}

export function apiUrl(path: string): string {
  return requestUrl(config.baseUrl, path);
}

/** The URL of a call: the API's base, the path, and the query's defined values . */
export function requestUrl(baseUrl: string, path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** Answers that mean the service cannot work right now, whatever the request was. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

function failure<T>(kind: 'timeout' | 'network' | 'unavailable' | 'http', status: number, body?: Partial<ApiFailure>): ApiResult<T> {
  return {
    ok: false,
    kind,
    status,
    message: body?.message ?? '',
    err: body?.err ?? body?.message ?? '',
    errors: body?.errors ?? {},
    errorKeys: body?.errorKeys ?? {},
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** One call to the API: never throws; every outcome is a value the screen can show. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const url = requestUrl(config.baseUrl, path, options.query);
  const method = options.method ?? 'GET';
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const send = () =>
    fetch(url, {
      method,
      credentials: 'include',
      headers: options.body === undefined || isForm ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });

  let response: Response;
  try {
    response = await send();
  } catch {
    return failure<T>(timeout.aborted ? 'timeout' : 'network', 0);
  }

  let body: Partial<ApiSuccess<T>> & Partial<ApiFailure> = {};
  try {
    body = await response.json();
  } catch {
    // an empty or non-JSON body (a proxy's error page): keep the status only
  }
  if (!response.ok) return failure<T>(UNAVAILABLE_STATUSES.has(response.status) ? 'unavailable' : 'http', response.status, body);
  return { ok: true, status: response.status, message: body.message ?? '', data: body.data as T };
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => request<T>(path, { query }),
  post: <T>(path: string, body?: unknown, query?: RequestOptions['query']) => request<T>(path, { method: 'POST', body, query }),
  patch: <T>(path: string, body?: unknown, query?: RequestOptions['query']) => request<T>(path, { method: 'PATCH', body, query }),
};
