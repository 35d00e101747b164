import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AccountType } from '../../domain/accounts';
import type { DbOrTx } from '../db/client';
import { announcements } from '../db/schema';
import type { Lang } from '../http/i18n';

/** Today's date in Jakarta (YYYY-MM-DD): announcements are valid by whole WIB days. */
const jakartaDate = (now: Date) => new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/** The audiences a reader belongs to: everyone; once signed in, every signed-in user and the company's type. */
export function audiencesOf(accountType: AccountType | null): string[] {
  return accountType ? ['ALL', 'SIGNED_IN', accountType] : ['ALL'];
}

/**
 * Active announcements for a reader (at most 20, oldest first), in Bahasa Indonesia where written in it and asked for,
 * else in English: status A, valid today (Jakarta), to the reader's audience.
 */
export async function activeAnnouncements(db: DbOrTx, lang: Lang, accountType: AccountType | null, now = new Date()) {
  const today = jakartaDate(now);
  const id = lang === 'id';
  const inLang = (en: AnyColumn, idText: AnyColumn) => (id ? sql<string>`coalesce(${idText}, ${en})` : sql<string>`${en}`);
  return db
    .select({
      canuId: announcements.canuId,
      canuSubject: inLang(announcements.canuSubject, announcements.canuSubjectId),
      canuDescription: inLang(announcements.canuDescription, announcements.canuDescriptionId),
      canuContent: inLang(announcements.canuContent, announcements.canuContentId),
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.canuStatus, 'A'),
        lte(announcements.validFrom, today),
        or(isNull(announcements.validTo), gte(announcements.validTo, today)),
        inArray(announcements.audience, audiencesOf(accountType)),
      ),
    )
    .orderBy(asc(announcements.validFrom), asc(announcements.canuId))
    .limit(20);
}
