import { Card, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Centred card with the app name, used by every public session screen. */
export function SessionLayout({ children, width = 420 }: { children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Center className="lintas-session-page" p="md">
      <Card withBorder shadow="md" radius="md" p="xl" w="100%" maw={width}>
        <Stack gap={4} mb="lg" align="center">
          <Title order={1} c="blue.8">
            {t('app.name')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('app.tagline')}
          </Text>
        </Stack>
        {children}
      </Card>
    </Center>
  );
}
