import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isSealed, sealSecret } from './secret-box';

/**
 * Migration 0051's data step (decision 0024): every webhook secret still stored plain (`whsec_…`, written before
 * secrets were encrypted) is sealed under the data key, each row changed only if it is still plain, so two processes
 * starting at once seal it once. SQL cannot do it: the key is configuration, never in the database. Answers how
 * many rows it sealed.
 */
export async function sealPlainWebhookSecrets(db: Db): Promise<number> {
  const plain = await db.execute<{ endpoint_id: string; secret: string }>(
    sql`SELECT endpoint_id, secret FROM webhook_endpoints WHERE secret NOT LIKE 'enc:v1:%'`,
  );
  let sealed = 0;
  for (const row of plain.rows) {
    if (isSealed(row.secret)) continue;
    const changed = await db.execute(
      sql`UPDATE webhook_endpoints SET secret = ${sealSecret(row.secret)}
          WHERE endpoint_id = ${row.endpoint_id} AND secret = ${row.secret}`,
    );
    sealed += changed.rowCount ?? 0;
  }
  return sealed;
}
