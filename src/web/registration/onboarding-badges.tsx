import { Badge } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';

const STATE_COLOR: Record<string, string> = { P: 'blue', RET: 'orange', C: 'teal', V: 'green', R: 'red', X: 'gray' };
const VERIFY_COLOR: Record<string, string> = { NOT_VERIFIED: 'gray', RETURNED: 'orange', VERIFIED: 'green' };

/** A registration's approval state (P pending approval, RET returned, C pending activation, V approved, R rejected, X expired). */
export function ApprovalStateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATE_COLOR[state] ?? 'blue'}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
      data-state={state}
    >
      {t(`onboarding.state.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/** A document's verification state: not verified, returned, verified. */
export function VerifyStateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={VERIFY_COLOR[state] ?? 'gray'}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
      data-state={state}
    >
      {t(`onboarding.verify.${state}`, { defaultValue: state })}
    </Badge>
  );
}
