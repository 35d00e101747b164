import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

export interface FormButtonsProps {
  /** Cancel (Back when read-only): leaves the form; none: no such button (a form embedded in a page). */
  onCancel?: () => void;
  /** A read-only record's Back (default: Back). */
  backLabel?: ReactNode;
  saving?: boolean;
  /** Default: Submit. */
  submitLabel?: ReactNode;
  submitTestId?: string;
  /** A decision's colour (red for a rejection or a termination); default the primary colour. */
  submitColor?: MantineColor;
  cancelTestId?: string;
  /** A dialog that is no <form>: the submit button runs this instead of submitting. */
  onSubmit?: () => void;
  submitDisabled?: boolean;
  /**
   * A record shown read-only (view): Back instead of Cancel and, when the user may edit it, Edit instead of the
   * submit button.
   */
  readOnly?: boolean;
  onEdit?: () => void;
  /** The Edit button's label (with `onEdit`). */
  editLabel?: ReactNode;
  editTestId?: string;
}

/**
 * A form's footer: Cancel, then the submit button (spinning while the form saves), at the right; a read-only record's
 * Back and Edit in the same places. The one footer of the entity forms and dialogs; its submit button keeps the form's
 * test id.
 */
export function FormButtons(props: FormButtonsProps) {
  const { t } = useTranslation();
  const { onCancel, saving = false, readOnly = false } = props;
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel} data-testid={props.cancelTestId}>
          {readOnly ? (props.backLabel ?? t('common.back')) : t('common.cancel')}
        </Button>
      )}
      {readOnly ? (
        props.onEdit && (
          <Button onClick={props.onEdit} data-testid={props.editTestId}>
            {props.editLabel}
          </Button>
        )
      ) : (
        <Button
          type={props.onSubmit ? 'button' : 'submit'}
          onClick={props.onSubmit}
          color={props.submitColor}
          disabled={props.submitDisabled}
          loading={saving}
          data-testid={props.submitTestId}
        >
          {props.submitLabel ?? t('common.submit')}
        </Button>
      )}
    </Group>
  );
}
