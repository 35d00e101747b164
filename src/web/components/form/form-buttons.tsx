import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's footer: Cancel, then the submit button (spinning while the form saves), at the right. The one footer of
 * the entity forms and dialogs; its submit button keeps the form's test id.
 */
export function FormButtons({
  onCancel,
  saving,
  submitLabel,
  submitTestId,
}: {
  onCancel: () => void;
  saving: boolean;
  /** Default: Submit. */
  submitLabel?: ReactNode;
  submitTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={submitTestId}>
        {submitLabel ?? t('common.submit')}
      </Button>
    </Group>
  );
}
