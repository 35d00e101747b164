import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';

const COLORS: Record<string, string> = { NEW: 'gray', PAYING: 'blue', PAID: 'green', CAN: 'red', VER: 'teal', APP: 'teal' };

/** A payment state (spec §4: NEW, PAYING, PAID, CAN, VER, APP) as a coloured badge. */
export function PaymentStateBadge({ state, testId = 'payment-state' }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      state={state}
      label={t(`payments.states.${state}`, { defaultValue: state })}
      color={COLORS[state] ?? 'gray'}
      testId={testId}
    />
  );
}
