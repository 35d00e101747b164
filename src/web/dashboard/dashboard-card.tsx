import { Alert, Anchor, Card, Group, Image, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { formatMoneyWithCurrency, formatNumber } from '../../domain/format';
import { cardDefsOf, LOW_TAX_NUMBERS_PCT, TAB_CARDS } from '../../domain/dashboard';
import type { DashboardCard as Card_ } from './use-dashboard';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Where a card's counts link to: each statistic's records (`code`), or all of them (`null`), and the link's name. */
export interface StatLink {
  to: (code: string | null) => string;
  label: (statistic: string) => string;
}

/** One dashboard card: its title, each statistic with its count, and the total; the counts link with `statLink`. */
export function DashboardCard({ card, statLink }: { card: Card_; statLink?: StatLink | undefined }) {
  const { t, i18n } = useTranslation();
  const stats = Object.entries(card.transStatistic ?? {});
  const total = stats.reduce((sum, [, value]) => sum + count(value), 0);
  const number = (n: number) => formatNumber(n, i18n.language);
  const amountsOf = (code: string) => (card.amounts ?? []).filter((a) => a.code === code);
  // Cards that share a tab are named by their type (the pending payments' notes and fee invoices), else by the tab.
  const primary = card.dbType === TAB_CARDS[card.tabCode].dbType;
  const title =
    cardDefsOf(card.tabCode).length > 1
      ? t(`dashboard.cards.types.${card.dbType}`, { defaultValue: card.title })
      : t(`dashboard.tabs.${card.tabCode}`, { defaultValue: card.title });
  const linked = (code: string | null, label: string, text: string): ReactNode =>
    statLink ? (
      <Anchor
        component={Link}
        to={statLink.to(code)}
        // The name ends with the visible count (WCAG 2.5.3).
        aria-label={`${statLink.label(label)}: ${text}`}
        data-testid="dashboard-stat-link"
      >
        {text}
      </Anchor>
    ) : (
      text
    );
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid={primary ? `dashboard-card-${card.tabCode}` : `dashboard-card-${card.tabCode}-${card.dbType}`}
      maw={520}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        {statLink ? (
          <Anchor component={Link} to={statLink.to(null)} fw={600} data-testid="dashboard-card-link">
            {title}
          </Anchor>
        ) : (
          <Text fw={600}>{title}</Text>
        )}
        {card.img && /^(data:image\/|https?:\/\/|\/)/.test(card.img) && (
          <Image src={card.img} alt="" w={40} h={40} fit="contain" />
        )}
      </Group>
      {(card.warnings ?? []).map((w) => (
        <Alert key={w.code} color="orange" variant="light" mb="sm" p="xs" data-testid="dashboard-warning" data-code={w.code}>
          {t(`dashboard.warnings.${w.code}`, { count: w.count, pct: LOW_TAX_NUMBERS_PCT })}
        </Alert>
      ))}
      <Table>
        <Table.Tbody>
          {stats.map(([code, value]) => (
            <Table.Tr key={code} data-testid="dashboard-stat" data-code={code}>
              <Table.Td>
                {t([`dashboard.stat.${card.dbType}_${code}`, `dashboard.stat.${code}`], { defaultValue: code })}
                {amountsOf(code).length > 0 && (
                  <Text size="xs" c="dimmed" data-testid="dashboard-stat-amount">
                    {amountsOf(code)
                      .map((a) => formatMoneyWithCurrency(a.amount, a.currency))
                      .join(' · ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {linked(
                  code,
                  t([`dashboard.stat.${card.dbType}_${code}`, `dashboard.stat.${code}`], { defaultValue: code }),
                  number(count(value)),
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{t('dashboard.cards.total')}</Table.Th>
            <Table.Th ta="right" data-testid="dashboard-total">
              {linked(null, t('dashboard.cards.total'), number(total))}
            </Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
