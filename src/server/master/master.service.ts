import type { DbOrTx } from '../db/client';
import { masterCacheStamps } from '../db/schema';

/** The last change time of each cached master entity that changed since the stamps were started. */
export async function cacheStamps(db: DbOrTx) {
  return db.select().from(masterCacheStamps);
}
