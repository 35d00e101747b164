import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { insertJsonRows } from './json-insert';
import { announcements } from './schema';

const ctx = useTestApp();

describe('insertJsonRows', () => {
  it('inserts rows from one JSON parameter with types, nulls and defaults, and answers the returned columns', async () => {
    const from = '2026-01-02';
    const rows = await insertJsonRows(
      ctx.database.db,
      announcements,
      [
        {
          canuId: 'ANNJSON1',
          anntCode: 'INFO',
          canuSubject: 'One',
          canuDescription: 'It\'s "quoted"',
          canuContent: 'a<br>b',
          validFrom: from,
          canuSubjectId: null,
        },
        {
          canuId: 'ANNJSON2',
          anntCode: 'INFO',
          canuSubject: 'Two',
          canuDescription: 'Dua',
          canuContent: 'c',
          validFrom: from,
          canuSubjectId: 'Dua',
        },
      ],
      { returning: ['canuId', 'canuSubject'] },
    );
    expect(rows.map((r) => r.canuSubject)).toEqual(['One', 'Two']);
    const stored = await ctx.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.canuId, String(rows[0]!.canuId)));
    expect(stored[0]).toMatchObject({ canuDescription: 'It\'s "quoted"', canuStatus: 'A', validFrom: from, canuSubjectId: null });
    for (const r of rows) await ctx.database.db.delete(announcements).where(eq(announcements.canuId, String(r.canuId)));
  });

  it('refuses a property the table does not have', async () => {
    await expect(insertJsonRows(ctx.database.db, announcements, [{ canuSubject: 'x', nope: 1 } as never])).rejects.toThrow(
      /no column nope/,
    );
  });
});
