import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';

/** The dialog's Modal (and Mantine's focus trap, scroll lock and transitions) comes in its own chunk, first used. */
const ConfirmDialog = lazy(() => import('./confirm-modal').then((m) => ({ default: m.ConfirmDialog })));

/**
 * `confirm(message)` opens the dialog and resolves true on Yes, false on No or close.
 * Render the returned `dialog` element once in the component.
 */
export function useConfirm(): { confirm: (message: ReactNode) => Promise<boolean>; dialog: ReactNode } {
  const [message, setMessage] = useState<ReactNode>(null);
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((text: ReactNode) => {
    resolver.current?.(false);
    setMessage(text);
    setOpened(true);
    setUsed(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    setOpened(false);
    resolver.current?.(value);
    resolver.current = null;
  };

  return {
    confirm,
    dialog: used && (
      <Suspense fallback={null}>
        <ConfirmDialog opened={opened} message={message} onYes={() => answer(true)} onNo={() => answer(false)} />
      </Suspense>
    ),
  };
}
