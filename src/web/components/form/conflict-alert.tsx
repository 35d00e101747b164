import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

export interface ConflictAlertProps {
  /** The server's text for the 409 (the record changed since it was read). */
  message: string;
  /** Reads the record again (and resets the form to it). */
  onReload: () => void;
  testId?: string;
  reloadTestId?: string;
}

/** The one alert for a stale save (409): the server's text and a Reload action. */
export function ConflictAlert({ message, onReload, testId = 'form-conflict', reloadTestId = 'form-reload' }: ConflictAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" data-testid={testId} role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Group>
          <Button size="xs" variant="light" color="orange" onClick={onReload} data-testid={reloadTestId}>
            {t('form.reload')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
