import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { EVENT_TYPES, type EventType } from '../../domain/notifications/event-types';
import { COMPANY_TYPE_EXCLUDES, type Permission } from '../../domain/permissions';
import { renderText, type TemplateChannel, type TemplateLang } from '../../domain/notifications/templates';
import type { Tx } from '../db/client';
import { accounts, notificationPreferences, notifications, notificationTemplates, notificationTypes, users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { FanoutContext, RecordedEvent } from './channels';
import { defaultTemplate } from './default-templates';

interface Recipient {
  usrId: string;
  email: string | null;
}

/**
 * The users an event reaches on a channel: the active users of its companies and the users it names, minus those
 * who switched the type off on that channel. A mandatory type (in the contract or the master) cannot be off; an
 * inactive type reaches no one unless it is mandatory.
 */
export async function recipientsOf(tx: Tx, event: RecordedEvent, channel: TemplateChannel): Promise<Recipient[]> {
  const [type] = await tx
    .select({ mandatory: notificationTypes.mandatory, status: notificationTypes.status })
    .from(notificationTypes)
    .where(eq(notificationTypes.ntCode, event.type));
  const mandatory = Boolean((EVENT_TYPES[event.type] as { mandatory?: true }).mandatory) || Boolean(type?.mandatory);
  if (type?.status === 'I' && !mandatory) return [];
  const who = [];
  if (event.accnIds.length) who.push(inArray(users.accnId, [...event.accnIds]));
  if (event.usrIds?.length) who.push(inArray(users.usrId, [...event.usrIds]));
  if (who.length === 0) return [];
  // A type for the users who can open its record: their roles grant the permission and their company's type does not
  // take it away (permissionsForCompany).
  const { permission } = EVENT_TYPES[event.type] as { permission?: Permission };
  const excludedTypes = Object.entries(COMPANY_TYPE_EXCLUDES)
    .filter(([, excluded]) => permission && excluded.includes(permission))
    .map(([type]) => type);
  const allowed = permission
    ? sql`exists (select 1 from user_roles r join role_permission_sets rp on rp.role_id = r.role_id
        where r.usr_id = ${users.usrId} and ${permission} = any(rp.permissions))
        and not exists (select 1 from ${accounts} a where a.accn_id = ${users.accnId} and a.atyp_id in (${sql.join(
          [...excludedTypes, ''].map((t) => sql`${t}`),
          sql`, `,
        )}))`
    : sql`true`;
  const off = mandatory
    ? sql`false`
    : sql`exists (select 1 from ${notificationPreferences} p where p.usr_id = ${users.usrId}
        and p.nt_code = ${event.type} and p.channel = ${channel} and not p.enabled)`;
  return tx
    .select({ usrId: users.usrId, email: users.contactEmail })
    .from(users)
    .where(and(eq(users.usrStatus, 'A'), or(...who), sql`not (${off})`, allowed))
    .orderBy(users.usrId);
}

/** The type's template on a channel in both languages (the seeded text when an administrator removed one). */
export async function templatesOf(tx: Tx, type: EventType, channel: TemplateChannel) {
  const rows = await tx
    .select({ lang: notificationTemplates.lang, subject: notificationTemplates.subject, body: notificationTemplates.body })
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.ntCode, type),
        eq(notificationTemplates.channel, channel),
        eq(notificationTemplates.status, 'A'),
      ),
    );
  const of = (lang: TemplateLang) => rows.find((r) => r.lang === lang) ?? defaultTemplate(type, channel, lang);
  return { en: of('en'), id: of('id') };
}

/**
 * The values an event's templates are filled with: its data, the link to its record (from the configured base)
 * and the name of the (first) company it concerns unless the cause gave one.
 */
export async function variablesFor(tx: Tx, event: RecordedEvent, ctx: FanoutContext) {
  let companyName = event.data.companyName ?? null;
  if (companyName === null && event.accnIds.length > 0) {
    const [a] = await tx.select({ name: accounts.accnName }).from(accounts).where(eq(accounts.accnId, event.accnIds[0]!));
    companyName = a?.name ?? null;
  }
  return {
    ...event.data,
    companyName,
    recordUrl: `${ctx.publicUrl.replace(/\/+$/, '')}/trucking${event.record.path}`,
  } as Record<string, string | number | null>;
}

/** In-app: one notification per recipient, both languages kept (the screen shows the reader's). Idempotent. */
export async function deliverInApp(tx: Tx, event: RecordedEvent, ctx: FanoutContext): Promise<number> {
  const to = await recipientsOf(tx, event, 'INAPP');
  if (to.length === 0) return 0;
  const tpl = await templatesOf(tx, event.type, 'INAPP');
  const vars = await variablesFor(tx, event, ctx);
  const text = {
    titleEn: renderText(tpl.en.subject, vars).slice(0, 256),
    titleId: renderText(tpl.id.subject, vars).slice(0, 256),
    bodyEn: renderText(tpl.en.body, vars),
    bodyId: renderText(tpl.id.body, vars),
  };
  const rows = await tx
    .insert(notifications)
    .values(
      to.map((r) => ({
        usrId: r.usrId,
        eventId: event.id,
        type: event.type,
        ...text,
        recordKind: event.record.kind,
        recordId: event.record.id,
        recordPath: event.record.path,
        createdAt: event.occurredAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * E-mail: one message per recipient with an address, through the outbox (sent by its worker, retried there). No
 * language is stored per user, so the message is in English and Bahasa Indonesia, as the portal's other e-mails.
 */
export async function deliverEmail(tx: Tx, event: RecordedEvent, ctx: FanoutContext): Promise<number> {
  const to = (await recipientsOf(tx, event, 'EMAIL')).filter((r) => r.email);
  if (to.length === 0) return 0;
  const tpl = await templatesOf(tx, event.type, 'EMAIL');
  const vars = await variablesFor(tx, event, ctx);
  const en = { subject: renderText(tpl.en.subject, vars), body: renderText(tpl.en.body, vars) };
  const id = { subject: renderText(tpl.id.subject, vars), body: renderText(tpl.id.body, vars) };
  const subject = (en.subject === id.subject ? en.subject : `${en.subject} / ${id.subject}`).slice(0, 256);
  for (const r of to)
    await enqueueMail(tx, {
      to: r.email!,
      subject,
      body: `${en.body}\n\n---\n\n${id.body}`,
      template: event.type,
      usrId: r.usrId,
    });
  return to.length;
}
