import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { jobs, trackAlertRules, trackAlerts } from '../schema';

/** The demo job visitors track (customer reference and tracking code, shown in the README). */
export const DEMO_CARGO_TRACKING = { customerRef: 'SMA-PO-2613', trackingCode: 'A7C3E91F2B64' } as const;

/**
 * TO1's demo alert rules (decision 0021), written before the day of demo history is ingested so that ingestion
 * raises their alerts as it would live: speeding over 30 km/h (the demo trucks drive 35), entering Tanjung Priok,
 * stopped over 45 minutes outside a geofence, silent over 30 minutes (the pg-boss job), off route by over 5 km.
 */
export async function seedDemoAlertRules(tx: Db): Promise<void> {
  const base = { accnId: 'TO0001', createdBy: 'TO1', updatedBy: 'TO1', notifyEmail: 'ops@to1.example.co.id' };
  await tx
    .insert(trackAlertRules)
    .values([
      { ...base, ruleId: 'ALR-TO1-SPEED', ruleName: 'Speed limit in town', kind: 'SPEEDING', threshold: 30 },
      {
        ...base,
        ruleId: 'ALR-TO1-PRIOK',
        ruleName: 'Arrival at Tanjung Priok',
        kind: 'FENCE',
        locId: 'LOC-TO1-PRIOK',
        fenceKind: 'ENTER',
      },
      { ...base, ruleId: 'ALR-TO1-STOP', ruleName: 'Long stop outside a site', kind: 'STOPPED', threshold: 45 },
      { ...base, ruleId: 'ALR-TO1-SILENT', ruleName: 'Tracker silent', kind: 'SILENT', threshold: 30 },
      { ...base, ruleId: 'ALR-TO1-ROUTE', ruleName: 'Off the planned route', kind: 'ROUTE', threshold: 5 },
    ])
    .onConflictDoNothing();
  await tx
    .update(jobs)
    .set({ trackingCode: DEMO_CARGO_TRACKING.trackingCode })
    .where(eq(jobs.customerRef, DEMO_CARGO_TRACKING.customerRef));
}

/** TO1 acknowledged the first speeding alert of the demo day. */
export async function seedDemoAlertAcks(tx: Db): Promise<void> {
  const [first] = await tx
    .select()
    .from(trackAlerts)
    .where(and(eq(trackAlerts.accnId, 'TO0001'), eq(trackAlerts.kind, 'SPEEDING')))
    .orderBy(asc(trackAlerts.startedAt))
    .limit(1);
  if (!first) return;
  await tx
    .update(trackAlerts)
    .set({
      ackedAt: new Date(first.startedAt.getTime() + 5 * 60_000),
      ackedBy: 'TO1',
      remark: 'Called the driver; slowed down.',
      version: 2,
    })
    .where(eq(trackAlerts.id, first.id));
}
