import { Button, Stack, Text } from '@mantine/core';
import { SessionLayout } from './session-layout';
import { PageTitle } from '../components/page-title';

export interface MessagePageProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  testId: string;
}

/** A session screen that shows one message and one button (timeout, 404, no permission). */
export function MessagePage({ title, message, actionLabel, onAction, testId }: MessagePageProps) {
  return (
    <SessionLayout>
      <Stack align="center" gap="md" data-testid={testId}>
        <PageTitle size="h3">{title}</PageTitle>
        <Text ta="center" data-testid={`${testId}-message`}>
          {message}
        </Text>
        <Button onClick={onAction} data-testid={`${testId}-action`}>
          {actionLabel}
        </Button>
      </Stack>
    </SessionLayout>
  );
}
