import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useBlocker } from '../../lib/router';
import { useConfirm } from '../confirm-dialog';

/**
 * While `dirty`, leaving the screen inside the app asks first (the confirm dialog), and closing or
 * reloading the tab asks the browser's question. `release()` lets the next navigation through
 * (after a save). Render the returned `dialog` once.
 */
export function useDirtyGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  const { proceed, reset } = blocker;

  useEffect(() => {
    if (!blocked) return;
    let live = true;
    void confirm(t('form.leaveDirty')).then((yes) => {
      if (!live) return;
      if (yes) proceed?.();
      else reset?.();
    });
    return () => {
      live = false;
    };
  }, [blocked, proceed, reset, confirm, t]);

  // A form that stays open after a save guards again once it is changed again.
  useEffect(() => {
    if (dirty) released.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { dialog, release };
}
