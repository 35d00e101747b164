import { StateBadge as Badge } from '../components/state-badge';
import { stateColor } from './contracts-api';

/** A contract's, request's or rate table's state as a coloured badge with its translated label. */
export function StateBadge({ state, label, testId = 'state-badge' }: { state: string; label: string; testId?: string }) {
  return <Badge state={state} label={label} color={stateColor(state)} testId={testId} />;
}
