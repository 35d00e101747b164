import { EVENT_TYPES, isNotifiedType } from '../../domain/notifications/event-types';
import { templateText } from '../../domain/notifications/templates';
import type { ResourceRowOutput } from '../../domain/resources/row-schema';
import type { Tx } from '../db/client';
import { validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';

/**
 * A notification template's save (resource engine, decision 0023): the shared schema of the form and the preview,
 * so an unknown `{{variable}}` is a field error naming it, and only the in-app and e-mail channels have texts.
 */
export async function checkNotificationTemplate(
  _tx: Tx,
  _p: Principal,
  values: Record<string, unknown>,
  before: ResourceRowOutput | null,
): Promise<void> {
  const merged = { ...(before ?? {}), ...values };
  const checked = templateText.safeParse({
    ntCode: merged.ntCode,
    channel: merged.channel,
    lang: merged.lang,
    subject: merged.subject,
    body: merged.body,
  });
  if (!checked.success)
    throw validationFailed(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message])));
}

/**
 * A notification type (master): its code must be one of the portal's events (a code no event has would never be
 * sent; the webhooks' test event PING is no one's notification), and a type the contract declares mandatory stays
 * mandatory.
 */
export async function checkNotificationType(
  _tx: Tx,
  _p: Principal,
  values: Record<string, unknown>,
  before: ResourceRowOutput | null,
): Promise<void> {
  const code = String(values.ntCode ?? before?.ntCode ?? '');
  if (!isNotifiedType(code)) throw validationFailed({ ntCode: 'notifications.errors.unknownType' });
  const mandatory = values.mandatory ?? before?.mandatory;
  if ((EVENT_TYPES[code as keyof typeof EVENT_TYPES] as { mandatory?: true }).mandatory && mandatory === false)
    throw validationFailed({ mandatory: 'notifications.errors.mandatory' });
}
