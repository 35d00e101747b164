import { Card, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { SERVICES } from '../../domain/registration';
import { ServiceImage } from './service-images';

/** Spec §2.5 services tab: five cards, each with a name, an image and a toggle; at least one must be on. */
export function ServicesTab({
  services,
  error,
  readOnly,
  onToggle,
}: {
  services: readonly string[];
  error: string | undefined;
  readOnly: boolean;
  onToggle: (code: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('registration.services.hint')}
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert" data-testid="services-error">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
        {SERVICES.map((code) => {
          const on = services.includes(code);
          const name = t(`registration.services.${code}.name`);
          return (
            <Card
              key={code}
              withBorder
              radius="md"
              padding="md"
              data-testid={`service-card-${code}`}
              style={
                on
                  ? { borderColor: 'var(--mantine-color-blue-6)', boxShadow: '0 0 0 1px var(--mantine-color-blue-6)' }
                  : undefined
              }
            >
              <Card.Section>
                <ServiceImage code={code} label={name} />
              </Card.Section>
              <Text fw={600} mt="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" mb="sm" style={{ flex: 1 }}>
                {t(`registration.services.${code}.description`)}
              </Text>
              <Switch
                checked={on}
                disabled={readOnly}
                onChange={(e) => onToggle(code, e.currentTarget.checked)}
                label={on ? t('registration.services.on') : t('registration.services.off')}
                aria-label={name}
                data-testid={`service-${code}`}
              />
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
