import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();
const lock = (usrId: string) =>
  ctx.database.db
    .update(users)
    .set({ failedAttempts: 5, lockedUntil: new Date(Date.now() + 15 * 60_000) })
    .where(eq(users.usrId, usrId));
const unlock = async (actor: string, usrId: string) => {
  const { authorization } = await ctx.signIn(actor);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/lintas/trucking/users/${usrId}/unlock`, headers: { authorization } });
};

describe('unlocking a user', () => {
  it('a company administrator unlocks its own user, not another company’s (404)', async () => {
    await lock('CO1FIN');
    await lock('TO2');
    expect((await unlock('CO1', 'TO2')).statusCode).toBe(404);
    expect((await unlock('CO1', 'co1fin')).statusCode).toBe(204);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.usrId, 'CO1FIN'));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('an operator admin unlocks anyone; an officer may not unlock', async () => {
    expect((await unlock('OPADMIN', 'TO2')).statusCode).toBe(204);
    expect((await unlock('CO1FIN', 'CO1')).statusCode).toBe(403);
  });
});
