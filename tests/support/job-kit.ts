import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { apiCallers, type Reply, type TestContext } from './test-app';
import { attachments } from '../../src/server/db/schema';

export const JOBS = '/api/v1/lintas/trucking/jobs';

export type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<Reply>;

/** Signed-in callers of one test file (one session per user), calling paths under the jobs base. */
export function callers(ctx: TestContext) {
  const api = apiCallers(ctx, JOBS);
  const as = async function as(usrId: string): Promise<Call> {
    return api.as(usrId);
  };
  /** Forgets a user's session (after it ended), so the next call signs in again. */
  return Object.assign(as, { forget: api.forget });
}

/** An instant `hours` from now, with its offset. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** CO1 -> TO1, one single trip Priok -> Sunter with a 20 ft container (priced by the demo rate table). */
export function jobInput(over: Record<string, unknown> = {}) {
  return {
    toAccnId: 'TO0001',
    shipmentType: 'IMPORT',
    loadType: 'FTL',
    truckingDirection: 'IN',
    chargeBasis: 'BL',
    customerRef: 'TEST-REF-1',
    blNo: 'BLTEST0001',
    doNo: 'DOTEST0001',
    containers: [
      { containerNo: 'CSQU3054383', sizeType: '22G1', grossWeightKg: 18_000, goodType: 'GENERAL', containerLoad: 'FCL' },
    ],
    trips: [
      {
        tripType: 'S',
        vehicleType: 'PRIME_MOVER',
        containerNo: 'CSQU3054383',
        pickupLocId: 'LOC-TO1-PRIOK',
        pickupAt: inHours(24),
        drops: [{ locId: 'LOC-CO1-SUNTER', dropAt: inHours(28) }],
      },
    ],
    ...over,
  };
}

/** A two-drop trip Cikarang -> Karawang -> Sunter (M then C drop 1), no container. */
export function twoDropInput(over: Record<string, unknown> = {}) {
  return jobInput({
    containers: [],
    customerRef: 'TEST-MULTI',
    trips: [
      {
        tripType: 'M',
        vehicleType: 'VT20FT_BOX',
        pickupLocId: 'LOC-CO1-CIKARANG',
        pickupAt: inHours(24),
        drops: [
          { locId: 'LOC-CO1-KARAWANG', dropAt: inHours(27) },
          { locId: 'LOC-CO1-SUNTER', dropAt: inHours(30) },
        ],
      },
    ],
    ...over,
  });
}

/** A document of a company's repository, written directly (the upload route is tested elsewhere). */
export async function documentOf(ctx: TestContext, accnId: string, attType = 'DELIVERY_ORDER'): Promise<string> {
  const data = Buffer.from('%PDF-1.4\n%%EOF\n');
  const [row] = await ctx.database.db
    .insert(attachments)
    .values({
      accnId,
      attType,
      attName: 'test.pdf',
      attSize: data.length,
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(data).digest('hex'),
      attData: data,
    })
    .returning({ attId: attachments.attId });
  return row!.attId;
}

export async function created(call: Call, body: unknown) {
  const res = await call('POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    jobId: string;
    version: number;
    jobState: string;
    trips: Array<{ tripId: number; drops: Array<{ dropId: number }> }>;
  };
}

export async function ok(call: Call, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
