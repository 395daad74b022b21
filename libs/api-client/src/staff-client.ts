import { STAFF_API, STAFF_CSRF_HEADER, type StaffSessionInfo } from '@evisa/contracts';
import type { ApiResult, RequestOptions } from './api-client';
import { requestUrl, sendRequest } from './send-request';

/**
 * The desk's API client (`@evisa/api-client/staff`, apart from the applicants' client so that no applicant page
 * carries it). Every state-changing call sends the session's CSRF token in `X-CSRF-Token`; a 401 (no session, or
 * one that ended) tells the desk's layout through a window event, which reaches the shell and every remote alike
 * (each bundles its own copy of this module).
 */

/** Dispatched on `window` when the staff API answers 401: the desk shows its sign-in with the reason. */
export const STAFF_SESSION_ENDED_EVENT = 'evisa:staff-session-ended';

let csrfToken: string | undefined;
/**
 * The API's base. Apart from the applicants' client's (configureApiClient) on purpose: importing that module here
 * would change how webpack splits the remotes' chunks, and every applicant screen would carry a copy of it.
 */
let baseUrl = '/api';

/** Called by the desk with the site's configuration (`apiUrl`). */
export function configureStaffClient(next: { baseUrl: string }): void {
  baseUrl = next.baseUrl.replace(/\/$/, '');
}

/** A staff API path as a URL (for a link: a file to view or download). */
export function staffUrl(path: string, query: Record<string, string | undefined> = {}): string {
  return requestUrl(baseUrl, path, query);
}

/** Called with the token sign-in or the session read answered; undefined on sign-out. */
export function rememberCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

const TIMEOUT_MS = 20_000;

function send<T>(path: string, options: RequestOptions, token: string | undefined): Promise<ApiResult<T>> {
  const changes = (options.method ?? 'GET') !== 'GET';
  return sendRequest<T>(staffUrl(path, options.query), options, TIMEOUT_MS, changes && token ? { [STAFF_CSRF_HEADER]: token } : {});
}

/** The signed-in member of staff, or the failure (401 when nobody is signed in); remembers the CSRF token. */
export async function readStaffSession(): Promise<ApiResult<StaffSessionInfo>> {
  const result = await send<StaffSessionInfo>(STAFF_API.session, {}, undefined);
  rememberCsrfToken(result.ok ? result.data.csrfToken : undefined);
  return result;
}

/** One call to the staff API: never throws. A change first learns the CSRF token if this copy has none yet. */
export async function staffRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const changes = (options.method ?? 'GET') !== 'GET';
  const isAuth = path === STAFF_API.signIn || path.startsWith(STAFF_API.setup);
  if (changes && !isAuth && csrfToken === undefined) {
    const session = await readStaffSession();
    if (!session.ok) return announceEnded(session);
  }
  const result = await send<T>(path, options, csrfToken);
  return isAuth ? result : announceEnded(result);
}

function announceEnded<T>(result: ApiResult<T>): ApiResult<T> {
  if (!result.ok && result.status === 401 && typeof window !== 'undefined') {
    rememberCsrfToken(undefined);
    window.dispatchEvent(new CustomEvent(STAFF_SESSION_ENDED_EVENT, { detail: { message: result.message } }));
  }
  return result;
}

export const staffApi = {
  get: <T>(path: string, query?: RequestOptions['query']) => staffRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown) => staffRequest<T>(path, { method: 'POST', body }),
};
