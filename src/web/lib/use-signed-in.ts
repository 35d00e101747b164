import { useSyncExternalStore } from 'react';
import { peekValidToken, subscribeToken } from './session-store';

/** True while a valid token is stored; re-renders when the token is set or cleared. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => peekValidToken(),
    () => false,
  );
}
