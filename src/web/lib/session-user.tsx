import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '../../domain/session';

const SessionUserContext = createContext<SessionUser | null>(null);

export function SessionUserProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** The signed-in user; only inside the shell, which renders its pages once the profile is loaded. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser must be used inside the signed-in shell');
  return user;
}
