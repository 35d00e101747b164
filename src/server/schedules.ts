import { scheduleAnalyticsRefresh } from './analytics/analytics-refresh';
import type { Db } from './db/client';
import { scheduleContracts } from './contracts/contracts-worker';
import type { ScheduledJob } from './mail/mail-worker';
import { scheduleVaExpiry } from './payments/virtual-accounts';
import type { PaymentGateway } from './payments/gateway';
import { schedulePayoutBuild, schedulePayoutRecovery } from './payments/payouts.service';
import { scheduleRegistrationExpiry } from './registration/expiry';
import { scheduleTrackingPartitions } from './tracking/partitions';
import { scheduleSilentDevices } from './tracking/alerts.service';
import { scheduleDailyTaxReport } from './tax/tax-reports.service';
import type { WebhookWorker } from './webhooks/deliveries';
import { scheduleNotificationFanout } from './notifications/fanout';
import { scheduleReports } from './reports/reports.service';

/**
 * Every scheduled job of the server (run on the mail worker's pg-boss, once across processes):
 * registration expiry, contract start, expiry and reminders, the expiry of virtual accounts, the payouts' batches and
 * the recovery of payouts cut off mid-send (with the payment gateway), the daily tax report, (given its worker) the
 * webhook deliveries, the analytics views' refresh (every five minutes), the notifications' fan-out and the
 * background reports' worker with its sweep and the hourly deletion of expired report files. The server and the
 * browser journeys' server start the same list.
 */
export function scheduledJobs(
  db: Db,
  say: (line: string) => void,
  gateway: PaymentGateway | null = null,
  webhooks: WebhookWorker | null = null,
  publicUrl = '',
): ScheduledJob[] {
  return [
    ...(webhooks ? [webhooks.job] : []),
    (boss) => scheduleRegistrationExpiry(boss, db, (error) => say(`Registration expiry failed: ${String(error)}`)),
    (boss) => scheduleContracts(boss, db, (error) => say(`Contract schedule failed: ${String(error)}`)),
    (boss) => scheduleVaExpiry(boss, db, (error) => say(`Virtual account expiry failed: ${String(error)}`)),
    (boss) => schedulePayoutBuild(boss, db, (error) => say(`Payout build failed: ${String(error)}`)),
    (boss) => schedulePayoutRecovery(boss, db, gateway, (error) => say(`Payout recovery failed: ${String(error)}`)),
    (boss) => scheduleTrackingPartitions(boss, db, (error) => say(`Tracking partitions failed: ${String(error)}`)),
    (boss) => scheduleSilentDevices(boss, db, (error) => say(`Silent-device alerts failed: ${String(error)}`)),
    (boss) => scheduleDailyTaxReport(boss, db, (error) => say(`Daily tax report failed: ${String(error)}`)),
    (boss) => scheduleAnalyticsRefresh(boss, db, (error) => say(`Analytics refresh failed: ${String(error)}`)),
    (boss) =>
      scheduleNotificationFanout(
        boss,
        db,
        publicUrl,
        (error) => say(`Notification fan-out failed: ${String(error)}`),
        () => webhooks?.kick(),
      ),
    (boss) => scheduleReports(boss, db, (error) => say(`Reports: ${String(error)}`)),
  ];
}
