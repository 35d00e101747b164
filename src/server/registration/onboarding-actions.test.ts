import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { submitted as submittedIn } from '../../../tests/support/registrations';

/** The registration-approval workflow's `actions` per role (src/domain/registration.ts), on its own app. */
const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking/registrations';
const submitted = (n: number) => submittedIn(ctx.app, n);

describe('registration approval actions', () => {
  it('rows and the detail carry the registration workflow verbs each role may use; the verbs check the workflow', async () => {
    const { regId } = await submitted(7);
    const l1 = await ctx.signIn('L1SUPPORT');
    const op = await ctx.signIn('OPADMIN');
    const actionsFor = async (authorization: string) => {
      const list = (await ctx.app.inject({ method: 'GET', url: `${BASE}?search=${regId}`, headers: { authorization } })).json();
      const detail = (await ctx.app.inject({ method: 'GET', url: `${BASE}/${regId}`, headers: { authorization } })).json();
      expect(list.aaData).toHaveLength(1);
      expect(detail.actions).toEqual(list.aaData[0].actions);
      return detail.actions as string[];
    };
    // Level-1 support verifies documents; the operator admin also decides.
    expect(await actionsFor(l1.authorization)).toEqual(['verifyDocument']);
    expect(await actionsFor(op.authorization)).toEqual(['verifyDocument', 'approve', 'reject', 'return']);
    // A verb not offered is refused: level-1 support may not reject.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/reject`,
      headers: { authorization: l1.authorization },
      payload: { reason: 'No' },
    });
    expect(refused.statusCode).toBe(403);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/reject`,
      headers: { authorization: op.authorization },
      payload: { reason: 'Not a company' },
    });
    expect(rejected.json(), rejected.body).toMatchObject({ approvalState: 'R' });
    // Decided: nothing is offered any more, and the verbs answer 409.
    expect(await actionsFor(op.authorization)).toEqual([]);
    expect(await actionsFor(l1.authorization)).toEqual([]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/return`,
      headers: { authorization: op.authorization },
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
  });
});
