import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

export interface ConfirmDialogProps {
  opened: boolean;
  message: ReactNode;
  title?: ReactNode;
  onYes: () => void;
  onNo: () => void;
}

/** The default confirm dialog (spec §9): a message with Yes and No. */
export function ConfirmDialog({ opened, message, title, onYes, onNo }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onNo} title={title ?? t('confirm.title')} centered>
      <Text data-testid="confirm-message">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onNo} data-testid="confirm-no">
          {t('common.no')}
        </Button>
        <Button onClick={onYes} data-testid="confirm-yes" data-autofocus>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
