import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client';

/**
 * Cross-process cache invalidation (docs/architecture.md, "Outgrowing one machine"). A change to data that some
 * process keeps in memory calls `announceChange(tx, topic)` inside its transaction: PostgreSQL delivers the NOTIFY
 * to every listening process when (and only if) the transaction commits, including the process that made it. Each
 * process holds one `ChangeFeed` (one LISTEN connection); a cache registers `feed.on(topic, drop)`.
 */
export const CHANGE_CHANNEL = 'lintas_changes';

/** The topics in use; one per cached kind of data. */
export type ChangeTopic = 'system_params';

/** Queues the notification in the caller's transaction (sent on commit, dropped on rollback). */
export async function announceChange(db: DbOrTx, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's change feed (db/notify.ts); buildApp opens it and closes it with the app. */
    changes: ChangeFeed;
  }
}

export interface ChangeFeed {
  /** Calls `drop` when `topic` changes in any process, and whenever the feed (re)connects (changes may have been missed). */
  on(topic: ChangeTopic, drop: () => void): void;
  /** Resolves once the feed listens (tests; the server does not wait for it). */
  readonly listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on its own connection (not one of the pool's), reconnecting after a drop. Until it listens, callers keep
 * their time limit as the fallback: a cache must still expire on its own.
 */
export function listenForChanges(connection: pg.ClientConfig, log: (line: string) => void = () => {}): ChangeFeed {
  const handlers = new Map<string, Set<() => void>>();
  const fire = (topic?: string) => {
    for (const [t, set] of handlers) if (topic === undefined || t === topic) for (const drop of set) drop();
  };
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const connect = async (delayMs: number) => {
    if (closed) return;
    const c = new pg.Client(connection);
    client = c;
    const again = () => {
      if (closed || client !== c) return;
      client = null;
      c.end().catch(() => {});
      fire(); // anything may have changed while nobody listened
      const next = Math.min(delayMs * 2, 10_000);
      retry = setTimeout(() => void connect(next), delayMs);
      retry.unref();
    };
    c.on('error', (error) => {
      log(`Change feed connection lost: ${error.message}`);
      again();
    });
    c.on('end', again);
    c.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) fire(message.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) return void c.end().catch(() => {});
      fire();
      markListening();
    } catch {
      again();
    }
  };
  void connect(250);

  return {
    on(topic, drop) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(drop);
    },
    listening,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
