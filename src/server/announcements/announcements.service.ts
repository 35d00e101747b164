import { and, asc, eq, gt, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { announcements } from '../db/schema';
import type { Lang } from '../http/i18n';

/** Active announcements (at most 20, oldest first), in Bahasa Indonesia where written in it and asked for, else in English. */
export async function activeAnnouncements(db: DbOrTx, lang: Lang) {
  const now = new Date();
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
        lte(announcements.validFrom, now),
        or(isNull(announcements.validTo), gt(announcements.validTo, now)),
      ),
    )
    .orderBy(asc(announcements.validFrom), asc(announcements.canuId))
    .limit(20);
}
