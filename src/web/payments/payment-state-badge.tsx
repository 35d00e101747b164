import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { NEW: 'gray', PAYING: 'blue', PAID: 'green', CAN: 'red', VER: 'teal', APP: 'teal' };

/** A payment state (spec §4: NEW, PAYING, PAID, CAN, VER, APP) as a coloured badge. */
export function PaymentStateBadge({ state, testId = 'payment-state' }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={COLORS[state] ?? 'gray'}
      data-testid={testId}
      data-state={state}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`payments.states.${state}`, { defaultValue: state })}
    </Badge>
  );
}
