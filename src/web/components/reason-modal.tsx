import { Suspense, lazy, useState, type ReactNode } from 'react';

export interface ReasonModalProps {
  opened: boolean;
  title: ReactNode;
  /** Shown above the reason. */
  message?: ReactNode;
  /** A reason must be written (blank is refused with 'This field is required'). */
  required: boolean;
  confirmLabel: ReactNode;
  confirmColor?: string;
  busy?: boolean;
  /** The error of the last attempt (the server's answer), shown under the reason. */
  error?: string | null;
  maxLength?: number;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The dialog (and Mantine's Modal, focus trap and scroll lock) comes in its own chunk, on the first opening. */
const ReasonModalDialog = lazy(() => import('./reason-modal-dialog').then((m) => ({ default: m.ReasonModalDialog })));

/**
 * A decision that carries a reason (return a document; reject or return a registration; an account
 * request and its decision). The reason is trimmed; a required one may not be blank.
 */
export function ReasonModal(props: ReasonModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true); // stays mounted after, for its closing transition
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ReasonModalDialog {...props} />
    </Suspense>
  );
}
