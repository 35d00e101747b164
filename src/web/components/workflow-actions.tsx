import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A record's workflow buttons: one per verb of the server's `actions` (never recomputed here), the failed action's
 * message above them, and any extra buttons (a download) after. Test ids: `{prefix}-actions` on the group,
 * `{prefix}-{verb}` on each button, `{prefix}-action-error` on the message.
 */
export function WorkflowActions<V extends string>(props: {
  prefix: string;
  actions: readonly V[];
  label: (verb: V) => string;
  onAct: (verb: V) => void;
  /** The verb whose request is in flight (its button spins). */
  pending?: V | undefined;
  /** Verbs that stop or undo a record: a light red or gray button. */
  colors?: Partial<Record<V, string | undefined>>;
  disabled?: (verb: V) => boolean;
  error: string | null;
  onDismissError: () => void;
  children?: ReactNode;
}) {
  const { prefix, colors = {} } = props;
  return (
    <>
      {props.error && (
        <Alert color="red" data-testid={`${prefix}-action-error`} withCloseButton onClose={props.onDismissError}>
          {props.error}
        </Alert>
      )}
      <Group gap="xs" data-testid={`${prefix}-actions`}>
        {props.actions.map((verb) => {
          const color = (colors as Partial<Record<string, string | undefined>>)[verb];
          return (
            <Button
              key={verb}
              color={color}
              variant={color ? 'light' : 'filled'}
              loading={props.pending === verb}
              disabled={props.disabled?.(verb)}
              onClick={() => props.onAct(verb)}
              data-testid={`${prefix}-${verb}`}
            >
              {props.label(verb)}
            </Button>
          );
        })}
        {props.children}
      </Group>
    </>
  );
}
