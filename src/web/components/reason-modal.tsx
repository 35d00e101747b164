import { FormButtons } from './form/form-buttons';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

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
  /** The field's label, instead of "Reason" (a remark). */
  label?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

type FormProps = Omit<ReasonModalProps, 'opened' | 'title'>;

/** The form lives inside the modal, so it starts empty every time the modal opens. */
function ReasonForm({
  message,
  required,
  confirmLabel,
  confirmColor,
  busy,
  error,
  maxLength,
  label,
  onConfirm,
  onClose,
}: FormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const text = reason.trim();
        if (required && !text) {
          setMissing(true);
          return;
        }
        onConfirm(text);
      }}
    >
      <Stack gap="sm">
        {message && <Text size="sm">{message}</Text>}
        <Textarea
          label={label ?? t('reasonModal.reason')}
          description={required ? undefined : t('reasonModal.optional')}
          required={required}
          rows={4}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('validation.required') : (error ?? undefined)}
          data-testid="reason-input"
          data-autofocus
        />
        <FormButtons
          onCancel={onClose}
          cancelTestId="reason-cancel"
          saving={busy}
          submitLabel={confirmLabel}
          submitColor={confirmColor}
          submitTestId="reason-confirm"
        />
      </Stack>
    </form>
  );
}

/**
 * A decision that carries a reason (return a document; reject or return a registration; an account
 * request and its decision). The reason is trimmed; a required one may not be blank.
 */
export function ReasonModal({ opened, title, maxLength = 1000, ...form }: ReasonModalProps) {
  // Callers clear the title when they close the modal; the dialog keeps its name while it fades out.
  const [shownTitle, setShownTitle] = useState(title);
  if (opened && title && title !== shownTitle) setShownTitle(title);
  return (
    <Modal opened={opened} onClose={form.onClose} title={opened ? title : shownTitle} centered>
      {opened && <ReasonForm maxLength={maxLength} {...form} />}
    </Modal>
  );
}
