import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../../tests/support/ledger-invariants';
import { createTestDatabase } from '../../../tests/support/test-app';
import { startServerProcess } from '../../../tests/support/server-process';
import type { Database } from '../db/client';
import { gatewayNotifications, ledgerJournals, virtualAccounts } from '../db/schema';
import { SnapSimulator } from './snap-simulator';
import { openVirtualAccount } from './virtual-accounts';

/**
 * The server killed (SIGKILL) while the bank's payment notifications arrive (issue 14): some were received and
 * committed but never answered, some were received and never committed. The bank retries every unanswered one
 * against the restarted server; each payment is applied exactly once and the ledger balances.
 */
const PAYMENTS = 60;
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
let url: string;
const children: ChildProcess[] = [];

async function startServer() {
  const server = await startServerProcess({
    databaseUrl: url,
    dataDir,
    tokenSecret: 'payment-crash-secret-payment-crash-0123456789',
  });
  children.push(server.child);
  return server;
}

const bankKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
// The bank retries an unanswered notification (connection refused or reset) for up to about a minute.
const bank = new SnapSimulator({ privateKeyPem: bankKey.toString(), attempts: 40, retryDelayMs: 80 });

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  url = created.url;
  dataDir = mkdtempSync(path.join(tmpdir(), 'lintas-crash-'));
  // The server's simulated bank and this one share the key (gateway-config keeps it in DATA_DIR).
  writeFileSync(path.join(dataDir, 'simulator-bank-key.pem'), bankKey, { mode: 0o600 });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** This test's VAs (the demo data has paid VAs of its own). */
const ours = sql`va_no in (select va_no from virtual_accounts where purpose_type = 'CRASH-TEST')`;
const count = async (verdict: string) =>
  Number(
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from gateway_notifications where verdict = ${verdict} and ${ours}`,
      )
    ).rows[0]!.n,
  );

describe('the server killed while payment notifications arrive', () => {
  it('the bank retries against the restarted server; every payment is applied exactly once', async () => {
    const first = await startServer();
    bank.callbackBase = first.base;
    const vas = [];
    for (let i = 0; i < PAYMENTS; i++) {
      vas.push(
        await openVirtualAccount(database.db, bank, {
          accnId: 'CO0001',
          name: 'PT Sumber Makmur Abadi',
          currency: 'IDR',
          amount: BigInt(100_000 + i) * 100n,
          expiresAt: new Date(Date.now() + 3600_000),
          purposeType: 'CRASH-TEST',
          purposeId: `crash-${i}`,
          actor: null,
          by: 'TEST',
        }),
      );
    }

    // All 60 are paid at once; once a few are applied, the server is killed without a chance to answer the rest.
    const sending = Promise.all(vas.map((va) => bank.pay(va.vaNo, va.amount!)));
    const deadline = Date.now() + 20_000;
    while ((await count('APPLIED')) < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const appliedAtKill = await count('APPLIED');
    expect(appliedAtKill).toBeGreaterThan(0);
    expect(appliedAtKill).toBeLessThan(PAYMENTS);

    const second = await startServer();
    bank.callbackBase = second.base;
    const sent = await sending;

    // Every notification was answered 200 in the end, some only after the restart (their first tries went nowhere).
    expect(sent.map((s) => s.status)).toEqual(vas.map(() => 200));
    expect(sent.some((s) => s.attempts > 1)).toBe(true);
    // Exactly one applied notification and one receipt journal per VA; every VA paid.
    const applied = await database.db
      .select({ vaNo: gatewayNotifications.vaNo, n: sql<number>`count(*)::int` })
      .from(gatewayNotifications)
      .where(and(eq(gatewayNotifications.verdict, 'APPLIED'), ours))
      .groupBy(gatewayNotifications.vaNo);
    expect(applied).toHaveLength(PAYMENTS);
    expect(applied.every((a) => Number(a.n) === 1)).toBe(true);
    const receipts = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerJournals)
      .where(
        and(
          eq(ledgerJournals.causeType, 'PAYMENT_RECEIVED'),
          sql`cause_id in (select 'GW-' || notification_id from gateway_notifications where ${ours})`,
        ),
      );
    expect(Number(receipts[0]!.n)).toBe(PAYMENTS);
    const states = await database.db
      .select({ state: virtualAccounts.state })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.purposeType, 'CRASH-TEST'));
    expect(states.map((s) => s.state)).toEqual(vas.map(() => 'PAID'));
    // Those committed before the kill and sent again were recognised as repeats (answered as the first time), never
    // held as a payment into a VA already paid.
    expect(await count('HELD')).toBe(0);
    process.stderr.write(`payment crash: ${appliedAtKill} applied at the kill, ${await count('DUPLICATE')} repeats\n`);
    await expectLedgerInvariants(database.db);
  }, 150_000);
});
