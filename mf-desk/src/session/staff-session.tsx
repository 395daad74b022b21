import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffSessionInfo } from '@evisa/contracts';
import { readStaffSession, rememberCsrfToken, STAFF_SESSION_ENDED_EVENT, staffApi } from '@evisa/api-client/staff';
import { STAFF_API } from '@evisa/contracts';
import { clearDrafts } from './use-draft';

/** Where the desk stands: still asking the API, nobody signed in (and why), or a member of staff signed in. */
export type StaffSessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; reason?: 'ended' | 'unavailable' | 'signed-out' }
  | { status: 'signed-in'; info: StaffSessionInfo };

interface StaffSessionApi {
  state: StaffSessionState;
  signedIn: (info: StaffSessionInfo) => void;
  signOut: () => Promise<void>;
}

const StaffSessionContext = createContext<StaffSessionApi | null>(null);

/** Reads the session once, follows sign-in and sign-out, and learns from any staff call that the session ended. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<StaffSessionState>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    void readStaffSession().then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: 'signed-in', info: result.data });
      else setState({ status: 'signed-out', reason: result.status === 401 ? undefined : 'unavailable' });
    });
    const onEnded = () => setState((now) => (now.status === 'signed-in' ? { status: 'signed-out', reason: 'ended' } : now));
    window.addEventListener(STAFF_SESSION_ENDED_EVENT, onEnded);
    return () => {
      current = false;
      window.removeEventListener(STAFF_SESSION_ENDED_EVENT, onEnded);
    };
  }, []);

  const signedIn = useCallback((info: StaffSessionInfo) => {
    rememberCsrfToken(info.csrfToken);
    setState({ status: 'signed-in', info });
  }, []);

  const signOut = useCallback(async () => {
    await staffApi.post(STAFF_API.signOut);
    rememberCsrfToken(undefined);
    clearDrafts();
    setState({ status: 'signed-out', reason: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ state, signedIn, signOut }), [state, signedIn, signOut]);
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSessionApi {
  const api = useContext(StaffSessionContext);
  if (!api) throw new Error('useStaffSession outside StaffSessionProvider');
  return api;
}
