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

/**
 * The topics in use; one per cached kind of data. The tracking ones and `session_ended` are sent by triggers
 * (migration 0047): `tracking_devices` (devices, a truck's plate), `tracking_trips` (geofences, locations, job trips,
 * drops and states), `tracking_rules` (alert rules), `session_ended:<session id>` (a session ended, any reason).
 */
export type ChangeTopic = 'system_params' | 'tracking_devices' | 'tracking_trips' | 'tracking_rules' | 'session_ended';

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
  /**
   * Calls `drop` when `topic` changes in any process (with the key after `topic:` in the payload, if any), and with
   * no key whenever the feed (re)connects (changes may have been missed). Returns the unsubscribe.
   */
  on(topic: ChangeTopic, drop: (key?: string) => void): () => void;
  /** Resolves once the feed listens (tests; the server does not wait for it). */
  readonly listening: Promise<void>;
  /**
   * Resolves once every change committed before the call has reached this process's handlers: a NOTIFY of its own,
   * delivered after them (PostgreSQL delivers in commit order). Tests that change and at once read a cache use it.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on its own connection (not one of the pool's), reconnecting after a drop. Until it listens, callers keep
 * their time limit as the fallback: a cache must still expire on its own.
 */
export function listenForChanges(connection: pg.ClientConfig, log: (line: string) => void = () => {}): ChangeFeed {
  const handlers = new Map<string, Set<(key?: string) => void>>();
  const syncs = new Map<string, () => void>();
  const fire = (payload?: string) => {
    if (payload?.startsWith('sync:')) return void syncs.get(payload)?.();
    const colon = payload?.indexOf(':') ?? -1;
    const topic = colon > 0 ? payload!.slice(0, colon) : payload;
    const key = colon > 0 ? payload!.slice(colon + 1) : undefined;
    for (const [t, set] of handlers) if (topic === undefined || t === topic) for (const drop of [...set]) drop(key);
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
      return () => void set.delete(drop);
    },
    listening,
    async sync() {
      await listening;
      const c = client;
      if (!c) return;
      const payload = `sync:${Math.random().toString(36).slice(2)}`;
      const arrived = new Promise<void>((resolve) => {
        syncs.set(payload, resolve);
        setTimeout(resolve, 2000).unref();
      });
      await c.query(`select pg_notify($1, $2)`, [CHANGE_CHANNEL, payload]);
      await arrived;
      syncs.delete(payload);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
