// Component tests only: the shared fetch stub (@evisa/api-client/testing), answering an unknown call with a 404.
import { ok, stubApi, type StubAnswer, type StubCall } from '@evisa/api-client/testing';

type Handler = (call: StubCall) => StubAnswer | Promise<StubAnswer>;

export const success = ok;

export function failure(status: number, extra: Record<string, unknown> = {}): StubAnswer {
  return { status, body: { status, message: 'failed', err: 'failed', errors: {}, errorKeys: {}, ...extra } };
}

/** Answers `fetch` from handlers keyed 'METHOD /path' (query left out); records every call. */
export function fakeApi(handlers: Record<string, Handler>) {
  return stubApi(handlers, { unknown: failure(404) });
}
