import { asc, eq } from 'drizzle-orm';
import type { EventType } from '../../../domain/notifications/event-types';
import { webhookPayload } from '../../webhooks/deliveries';
import { newSecret } from '../../webhooks/webhooks.service';
import type { DbOrTx } from '../client';
import { jobs, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../schema';
import { sealSecret } from '../../webhooks/secret-box';

/** CO1's demo endpoint: a receiver host that does not exist, so its deliveries show the retries and failures. */
export const DEMO_WEBHOOK_URL = 'https://hooks.example.co.id/lintas';

const HOUR = 3_600_000;
const MINUTE = 60_000;

type Attempt = { code: number | null; error?: string; excerpt?: string; ms: number; at: number };

/** The attempts of a delivery to a host that does not resolve, on the real schedule (1, 2, 4 … 60 min) for 24 h. */
function failedForADay(ago: number): Attempt[] {
  const out: Attempt[] = [];
  let elapsed = 0;
  for (let n = 1; elapsed <= 24 * HOUR; n++) {
    out.push({ code: null, error: 'getaddrinfo ENOTFOUND hooks.example.co.id', ms: 9 + (n % 7), at: ago - elapsed });
    elapsed += Math.min(2 ** (n - 1), 60) * MINUTE;
  }
  return out;
}

/**
 * CO1's webhook endpoint (decision 0024) with a few logged deliveries of its jobs' events: one delivered at once, one
 * delivered on the third attempt, one still retrying (the receiver answers 503), one failed after the day of retries.
 * The links in the payloads use PUBLIC_URL, else the default listening address.
 */
export async function seedDemoWebhooks(tx: DbOrTx): Promise<void> {
  const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:8080';
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      accnId: 'CO0001',
      url: DEMO_WEBHOOK_URL,
      description: 'ERP integration (SAP gateway)',
      allEvents: false,
      events: ['JOB_ACCEPTED', 'JOB_REJECTED', 'JOB_DELIVERED', 'BILL_SUBMITTED', 'PAYMENT_RECEIVED'],
      secret: sealSecret(newSecret()),
      createdBy: 'CO1',
      updatedBy: 'CO1',
      createdAt: new Date(Date.now() - 3 * 24 * HOUR),
    })
    .returning();
  const demoJobs = await tx
    .select({ jobId: jobs.jobId, customerRef: jobs.customerRef })
    .from(jobs)
    .where(eq(jobs.creatorAccnId, 'CO0001'))
    .orderBy(asc(jobs.jobId))
    .limit(4);
  if (!endpoint || demoJobs.length === 0) return;
  const now = Date.now();
  const plan: Array<{ type: EventType; ago: number; status: 'DELIVERED' | 'RETRYING' | 'FAILED'; attempts: Attempt[] }> = [
    {
      type: 'JOB_ACCEPTED',
      ago: 50 * HOUR,
      status: 'FAILED',
      attempts: failedForADay(50 * HOUR),
    },
    {
      type: 'JOB_DELIVERED',
      ago: 6 * HOUR,
      status: 'DELIVERED',
      attempts: [
        { code: 503, excerpt: '<html><body>Service Unavailable</body></html>', ms: 212, at: 6 * HOUR },
        { code: 503, excerpt: '<html><body>Service Unavailable</body></html>', ms: 198, at: 6 * HOUR - MINUTE },
        { code: 200, excerpt: '{"received":true}', ms: 143, at: 6 * HOUR - 3 * MINUTE },
      ],
    },
    {
      type: 'BILL_SUBMITTED',
      ago: 2 * HOUR,
      status: 'DELIVERED',
      attempts: [{ code: 204, ms: 87, at: 2 * HOUR }],
    },
    {
      type: 'JOB_REJECTED',
      ago: 40 * MINUTE,
      status: 'RETRYING',
      attempts: [
        { code: 503, excerpt: 'upstream connect error', ms: 5021, at: 40 * MINUTE },
        { code: 503, excerpt: 'upstream connect error', ms: 4980, at: 39 * MINUTE },
        { code: 502, excerpt: 'Bad Gateway', ms: 230, at: 37 * MINUTE },
      ],
    },
  ];
  for (const [i, p] of plan.entries()) {
    const job = demoJobs[i % demoJobs.length]!;
    const occurredAt = new Date(now - p.ago);
    const eventId = `evt_demo_${i + 1}`;
    const payload = webhookPayload(
      {
        id: eventId,
        occurredAt,
        type: p.type,
        accnIds: ['CO0001'],
        record: { kind: 'job', id: job.jobId, path: `/applications/services/job/truck/view/${job.jobId}` },
        data:
          p.type === 'BILL_SUBMITTED'
            ? {
                jobNo: job.jobId,
                customerRefNo: job.customerRef,
                documentNo: `DN-${job.jobId}`,
                amount: '4750000.00',
                currency: 'IDR',
                actorCompany: 'PT Truk Nusantara',
                reason: null,
              }
            : {
                jobNo: job.jobId,
                customerRefNo: job.customerRef,
                jobState: p.type === 'JOB_DELIVERED' ? 'DLV' : p.type === 'JOB_REJECTED' ? 'REJ' : 'ACC',
                actorCompany: 'PT Truk Nusantara',
                reason: p.type === 'JOB_REJECTED' ? 'No truck available on the requested date' : null,
              },
      },
      publicUrl,
    );
    const last = p.attempts.at(-1)!;
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.endpointId,
        accnId: 'CO0001',
        eventId,
        eventType: p.type,
        payload: JSON.stringify(payload),
        status: p.status,
        attempts: p.attempts.length,
        // The retrying one is due again in half an hour (4 x the base after its third failure is 4 min; the demo waits longer).
        nextAttemptAt: p.status === 'RETRYING' ? new Date(now + 30 * MINUTE) : null,
        retryUntil: new Date(occurredAt.getTime() + 24 * HOUR),
        lastStatusCode: last.code,
        lastError: p.status === 'DELIVERED' ? null : (last.error ?? `HTTP ${last.code}`),
        deliveredAt: p.status === 'DELIVERED' ? new Date(now - last.at) : null,
        createdAt: occurredAt,
      })
      .returning();
    await tx.insert(webhookAttempts).values(
      p.attempts.map((a, n) => ({
        deliveryId: delivery!.deliveryId,
        attemptNo: n + 1,
        startedAt: new Date(now - a.at),
        durationMs: a.ms,
        statusCode: a.code,
        error: a.error ?? null,
        responseExcerpt: a.excerpt ?? null,
      })),
    );
  }
}
