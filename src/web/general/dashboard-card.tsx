import { Card, Group, Image, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardCard as Card_ } from './use-dashboard';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** One dashboard card: its title, each statistic with its count, and the total. */
export function DashboardCard({ card }: { card: Card_ }) {
  const { t, i18n } = useTranslation();
  const stats = Object.entries(card.transStatistic ?? {});
  const total = stats.reduce((sum, [, value]) => sum + count(value), 0);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage === 'id' ? 'id-ID' : 'en-US');
  const title = t(`dashboard.tabs.${card.tabCode}`, { defaultValue: card.title });
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`dashboard-card-${card.tabCode}`} maw={520}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Text fw={600}>{title}</Text>
        {card.img && /^(data:image\/|https?:\/\/|\/)/.test(card.img) && (
          <Image src={card.img} alt="" w={40} h={40} fit="contain" />
        )}
      </Group>
      <Table>
        <Table.Tbody>
          {stats.map(([code, value]) => (
            <Table.Tr key={code} data-testid="dashboard-stat" data-code={code}>
              <Table.Td>{t(`dashboard.stat.${code}`, { defaultValue: code })}</Table.Td>
              <Table.Td ta="right">{number(count(value))}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{t('dashboard.cards.total')}</Table.Th>
            <Table.Th ta="right" data-testid="dashboard-total">
              {number(total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
