import type { MessageKey } from '@evisa/contracts';
import { apiConfig as config } from './api-config';
import { requestUrl, sendRequest } from './send-request';

export { configureApiClient, DEFAULT_TIMEOUT_MS } from './api-config';

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

export function apiUrl(path: string): string {
  return requestUrl(config.baseUrl, path);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** One call to the API: never throws; every outcome is a value the screen can show. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  return sendRequest<T>(requestUrl(config.baseUrl, path, options.query), options, config.timeoutMs);
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => request<T>(path, { query }),
  post: <T>(path: string, body?: unknown, query?: RequestOptions['query']) => request<T>(path, { method: 'POST', body, query }),
  patch: <T>(path: string, body?: unknown, query?: RequestOptions['query']) => request<T>(path, { method: 'PATCH', body, query }),
};
