import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, accountTypes, notificationEvents, notifications, outbox } from '../db/schema';
import { deliverPendingNotifications } from '../notifications/fanout';
import { TEST_PUBLIC_URL, useTestApp } from '../../../tests/support/test-app';
import { PDF, company, submitted as submittedIn } from '../../../tests/support/registrations';

const ctx = useTestApp();
const BASE = '/api/v1/lintas/trucking/registrations';
const submitted = (n: number) => submittedIn(ctx.app, n);
const eventsOf = (type: string, recordId: string) =>
  ctx.database.db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.type, type), sql`${notificationEvents.record}->>'id' = ${recordId}`));

/** The review shows the required document types; a reviewer opens a file of the registration, a company user may not. */
async function reviewerOpensDocuments(regId: string, authorization: string) {
  const view = (await ctx.app.inject({ method: 'GET', url: `${BASE}/${regId}`, headers: { authorization } })).json();
  expect(view.atypId).toBe('ACC_TYPE_TO');
  const mandatory = view.requiredDocs.filter((d: { mandatory: boolean }) => d.mandatory);
  expect(mandatory.length).toBeGreaterThan(0);
  expect(view.documents.map((d: { attType: string }) => d.attType)).toEqual(
    expect.arrayContaining(mandatory.map((d: { attType: string }) => d.attType)),
  );
  const doc = view.documents[0] as { attId: string; attName: string };
  const file = await ctx.app.inject({
    method: 'GET',
    url: `${BASE}/${regId}/documents/${doc.attId}`,
    headers: { authorization },
  });
  expect(file.statusCode).toBe(200);
  expect(file.json()).toMatchObject({ attId: doc.attId, attName: doc.attName, mimeType: 'application/pdf' });
  expect(Buffer.from(file.json().attData, 'base64').equals(PDF)).toBe(true);
  // Only through its own registration.
  const elsewhere = await ctx.app.inject({
    method: 'GET',
    url: `${BASE}/ZZZZZZZZZZZZZZZZZZZZ/documents/${doc.attId}`,
    headers: { authorization },
  });
  expect(elsewhere.statusCode).toBe(404);
  const co = await ctx.signIn('CO1');
  const asCompany = { authorization: co.authorization };
  expect(
    (await ctx.app.inject({ method: 'GET', url: `${BASE}/${regId}/documents/${doc.attId}`, headers: asCompany })).statusCode,
  ).toBe(403);
  expect(
    (await ctx.app.inject({ method: 'GET', url: `/api/co/common/entity/attach/${doc.attId}`, headers: asCompany })).statusCode,
  ).toBe(404);
}

describe('onboarding', () => {
  it('documents are verified, the registration approved, and activation makes the company active', async () => {
    const { regId } = await submitted(1);
    // The submit told the platform's company (its onboarding users review it): REGISTRATION_RECEIVED.
    const [type] = await ctx.database.db.select().from(accountTypes).where(eq(accountTypes.atypId, 'ACC_TYPE_TO'));
    const [received] = await eventsOf('REGISTRATION_RECEIVED', regId);
    expect(received).toMatchObject({
      accnIds: ['LINTAS'],
      record: { kind: 'registration', id: regId, path: `/onboarding/edit/${regId}` },
      data: { accnName: company(1).details.accnName, accnType: type!.descEn },
    });
    await deliverPendingNotifications(ctx.database.db, { publicUrl: TEST_PUBLIC_URL });
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.eventId, received!.id));
    expect(bell.map((n) => n.usrId)).toContain('OPADMIN');
    expect(bell[0]!.titleEn).toBe(`New registration: ${company(1).details.accnName}`);
    const l1 = await ctx.signIn('L1SUPPORT');
    const queue = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/lintas/trucking/docverification',
        headers: { authorization: l1.authorization },
      })
    ).json();
    const mine = queue.filter((d: { regId: string }) => d.regId === regId);
    expect(mine.length).toBeGreaterThan(0);
    await reviewerOpensDocuments(regId, l1.authorization);
    const found = (
      await ctx.app.inject({
        method: 'GET',
        url: `${BASE}?search=admin1%40onboard&approvalState=P`,
        headers: { authorization: l1.authorization },
      })
    ).json();
    expect(found.aaData.map((r: { regId: string }) => r.regId)).toEqual([regId]);
    const none = (
      await ctx.app.inject({ method: 'GET', url: `${BASE}?search=nobody-here`, headers: { authorization: l1.authorization } })
    ).json();
    expect(none.iTotalDisplayRecords).toBe(0);
    const op = await ctx.signIn('OPADMIN');
    const early = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/approve`,
      headers: { authorization: op.authorization },
    });
    expect(early.statusCode).toBe(409);
    for (const d of mine) {
      const v = await ctx.app.inject({
        method: 'POST',
        url: `${BASE}/${regId}/documents/${d.attId}/verify`,
        headers: { authorization: l1.authorization },
        payload: {},
      });
      expect(v.json().verifyState).toBe('VERIFIED');
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${BASE}/${regId}/approve`, headers: { authorization: l1.authorization } }))
        .statusCode,
    ).toBe(403);
    const approved = (
      await ctx.app.inject({ method: 'POST', url: `${BASE}/${regId}/approve`, headers: { authorization: op.authorization } })
    ).json();
    expect(approved).toMatchObject({ approvalState: 'C', usrId: 'OWNER1' });
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.accnId, approved.accnId));
    expect(account!.accnStatus).toBe('R');
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/auth/login',
      payload: { id: 'OWNER1', password: 'whatever' },
    });
    expect(reg.json().loginStatus).toBe('UNAUTHENTICATED');
    // Approved but not active yet (the administrator has not activated): no ACCOUNT_APPROVED.
    expect(await eventsOf('ACCOUNT_APPROVED', approved.accnId)).toEqual([]);

    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'owner1@onboard.co.id'))
      .orderBy(desc(outbox.id))
      .limit(1);
    const key = /\/trucking\/activate\/([\w-]+)/.exec(mail!.body)![1]!;
    const act = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/auth/activate',
      payload: { token: key, newPassword: 'Onboard#2027', confirmPassword: 'Onboard#2027' },
    });
    expect(act.statusCode).toBe(200);
    const [active] = await ctx.database.db.select().from(accounts).where(eq(accounts.accnId, approved.accnId));
    expect(active!.accnStatus).toBe('A');
    // Active: the company and its administrator hear of it (ACCOUNT_APPROVED, in the activation's transaction).
    expect(await eventsOf('ACCOUNT_APPROVED', approved.accnId)).toEqual([
      expect.objectContaining({
        accnIds: [approved.accnId],
        usrIds: ['OWNER1'],
        record: { kind: 'account', id: approved.accnId, path: '/account/profile/' },
        data: { accnName: company(1).details.accnName },
      }),
    ]);
    const view = (
      await ctx.app.inject({ method: 'GET', url: `${BASE}/${regId}`, headers: { authorization: op.authorization } })
    ).json();
    expect(view.approvalState).toBe('V');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/lintas/trucking/auth/login',
      payload: { id: 'OWNER1', password: 'Onboard#2027' },
    });
    expect(login.json().loginStatus).toBe('AUTHORIZED_LOGIN');
  });

  it('return for amendment lets the visitor edit and resubmit; a rejection is final; drafts are not visible to reviewers', async () => {
    const op = await ctx.signIn('OPADMIN');
    const { regId, secret } = await submitted(2);
    const ret = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/return`,
      headers: { authorization: op.authorization },
      payload: { reason: 'The NIB is unreadable' },
    });
    expect(ret.json().approvalState).toBe('RET');
    const mine = (
      await ctx.app.inject({ method: 'GET', url: `/api/register/${regId}`, headers: { 'x-registration-secret': secret } })
    ).json();
    expect(mine).toMatchObject({ approvalState: 'RET', returnReasons: 'The NIB is unreadable' });
    const c = company(2);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'x-registration-secret': secret },
      payload: {
        portalAccn: { accnDetails: { ...c.details, accnId: regId } },
        coreUsr: c.coreUsr,
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
    });
    expect(again.json().approvalState).toBe('P');
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/${regId}/reject`,
      headers: { authorization: op.authorization },
      payload: { reason: 'Not a transport company' },
    });
    expect(rejected.json().approvalState).toBe('R');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${BASE}/${regId}/reject`,
          headers: { authorization: op.authorization },
          payload: { reason: 'twice' },
        })
      ).statusCode,
    ).toBe(409);
    const draft = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: { portalAccn: { accnDetails: company(3).details }, requestAction: 'save' },
      })
    ).json();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${BASE}/${draft.accnrId}`, headers: { authorization: op.authorization } }))
        .statusCode,
    ).toBe(404);
    const co = await ctx.signIn('CO1');
    expect((await ctx.app.inject({ method: 'GET', url: BASE, headers: { authorization: co.authorization } })).statusCode).toBe(
      403,
    );
  });

  it('every company the accounts list calls "registration submitted" is in the registrations list; the queue and the list agree', async () => {
    const op = await ctx.signIn('OPADMIN');
    const get = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: op.authorization } });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    // Companies still in registration (N, R) by the accounts list, each with the registration it came from.
    const inRegistration = [
      ...(await get('/api/v1/lintas/trucking/accounts?accnStatus=R&length=100')).aaData,
      ...(await get('/api/v1/lintas/trucking/accounts?accnStatus=N&length=100')).aaData,
    ] as Array<{ accnId: string; accnStatus: string }>;
    expect(inRegistration.map((a) => a.accnId)).toContain('TO0003');
    const listed = (await get(`${BASE}?length=100`)).aaData as Array<{ regId: string; accnId: string | null }>;
    for (const account of inRegistration) {
      const own = (await get(`${BASE}?accnId=${account.accnId}`)).aaData;
      expect(own, account.accnId).toHaveLength(1);
      expect(own[0]).toMatchObject({ accnId: account.accnId, accnStatus: account.accnStatus, approvalState: 'C' });
      expect(listed.map((r) => r.regId)).toContain(own[0].regId);
      // Searching the list by the company id finds it too, and the review opens.
      expect((await get(`${BASE}?search=${account.accnId}`)).aaData.map((r: { regId: string }) => r.regId)).toContain(
        own[0].regId,
      );
      const review = await get(`${BASE}/${own[0].regId}`);
      expect(review).toMatchObject({ approvalState: 'C', accnId: account.accnId });
      // Approved, so every mandatory document is there, verified.
      const mandatory = (review.requiredDocs as Array<{ attType: string; mandatory: boolean }>).filter((d) => d.mandatory);
      expect(mandatory.length).toBeGreaterThan(0);
      const documents = review.documents as Array<{ attType: string; verifyState: string }>;
      for (const { attType } of mandatory) {
        const doc = documents.find((d) => d.attType === attType);
        expect(doc?.verifyState, `${account.accnId} ${attType}`).toBe('VERIFIED');
      }
      // And no document of a type the review does not ask for (another country's).
      const asked = new Set((review.requiredDocs as Array<{ attType: string }>).map((d) => d.attType));
      expect(documents.filter((d) => !asked.has(d.attType))).toEqual([]);
      // What the demo seed wrote is what a submit would have kept.
      const { accnDetailsSchema, coreUsrSchema } = await import('../../domain/registration');
      expect(accnDetailsSchema.safeParse(review.portalAccn.accnDetails).success).toBe(true);
      expect(coreUsrSchema.safeParse(review.coreUsr).success).toBe(true);
    }
    // A registration in the document verification queue is in the list, under state P.
    const { regId } = await submitted(4);
    const queue = (await get('/api/v1/lintas/trucking/docverification')) as Array<{ regId: string }>;
    expect(queue.map((d) => d.regId)).toContain(regId);
    for (const queued of new Set(queue.map((d) => d.regId))) {
      const found = (await get(`${BASE}?search=${queued}&approvalState=P`)).aaData;
      expect(found.map((r: { regId: string }) => r.regId)).toEqual([queued]);
    }
  });
});
