import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * `confirm(message)` opens the dialog and resolves true on Yes, false on No or close.
 * Render the returned `dialog` element once in the component.
 */
export function useConfirm(): { confirm: (message: ReactNode) => Promise<boolean>; dialog: ReactNode } {
  const [message, setMessage] = useState<ReactNode>(null);
  const [opened, setOpened] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((text: ReactNode) => {
    resolver.current?.(false);
    setMessage(text);
    setOpened(true);
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
    dialog: <ConfirmDialog opened={opened} message={message} onYes={() => answer(true)} onNo={() => answer(false)} />,
  };
}
