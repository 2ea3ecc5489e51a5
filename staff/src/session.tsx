// Owns the signed-in member in the console: read from the API once, kept for every page, and gone (back to sign-in, the
// page's address kept) when the API says the session ended.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, isSignedOut, setCsrf } from './api';

export type Role = 'admin' | 'sales' | 'service' | 'counter';
export type Area = 'leads' | 'members' | 'audit';

export interface Session {
  member: { id: string; email: string; name: string; role: Role };
  areas: Area[];
  csrf: string;
  idleMinutes: number;
}

interface SessionState {
  session: Session | null | undefined;
  /** The session ended on its own (idle, revoked) rather than by signing out: the sign-in page says so. */
  expired: boolean;
  /** Sets the session a sign-in or a registration answered with. */
  signedIn(session: Session): void;
  signedOut(expired?: boolean): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // undefined: not read yet; null: nobody signed in.
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    api<Session>('/staff/session')
      .then((read) => {
        setCsrf(read.csrf);
        setSession(read);
      })
      .catch((error: unknown) => {
        if (!isSignedOut(error)) console.error(error);
        setSession(null);
      });
  }, []);
  const signedIn = useCallback((next: Session) => {
    setCsrf(next.csrf);
    setExpired(false);
    setSession(next);
  }, []);
  const signedOut = useCallback((ended = false) => {
    setCsrf(null);
    setExpired(ended);
    setSession(null);
  }, []);
  return <SessionContext value={{ session, expired, signedIn, signedOut }}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
