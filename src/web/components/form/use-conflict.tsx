import { useCallback, useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-errors';
import { ConflictAlert } from './conflict-alert';

/** A refusal because the record changed since it was read, or is no longer in a state that allows the call (409). */
export const isConflictError = (error: unknown): boolean => isApiError(error) && error.status === 409;

export interface ConflictTestIds {
  /** Test ids of the alert and its Reload button (default: the form's, form-conflict and form-reload). */
  testId?: string;
  reloadTestId?: string;
}

export interface Conflict {
  /** The server's 409 text while the alert shows, else null. */
  conflict: string | null;
  /** Shows this text in the conflict alert. */
  show: (text: string) => void;
  /** A 409 goes to the conflict alert and answers true; anything else answers false (the caller shows it its own way). */
  caught: (error: unknown) => boolean;
  /** Hides the alert (a new attempt). */
  clear: () => void;
  /** Hides the alert and reads the record again (the alert's Reload). */
  reload: () => void;
  /** The conflict alert while there is a conflict, else null: render it where the action is. */
  alert: ReactNode;
}

/**
 * The one handling of a 409 (the conflict alert with the server's text and a Reload that reads the record again),
 * for a call that is not a form's save (a workflow verb, a row action, a decision in a dialog). useEntityForm keeps
 * its save's conflict here too, so a form and a button beside it say a stale record the same way.
 */
export function useConflict(onReload?: () => void, ids: ConflictTestIds = {}): Conflict {
  const [conflict, setConflict] = useState<string | null>(null);
  const show = useCallback((text: string) => setConflict(text), []);
  const clear = useCallback(() => setConflict(null), []);
  const caught = useCallback((error: unknown) => {
    if (!isConflictError(error)) return false;
    setConflict((error as Error).message);
    return true;
  }, []);
  const reload = useCallback(() => {
    setConflict(null);
    onReload?.();
  }, [onReload]);
  const alert =
    conflict !== null ? (
      <ConflictAlert message={conflict} onReload={reload} testId={ids.testId} reloadTestId={ids.reloadTestId} />
    ) : null;
  return { conflict, show, caught, clear, reload, alert };
}
