import pg from 'pg';

/**
 * The live map's feed (decision 0020). Ingestion announces a truck's new latest position with NOTIFY on
 * `lintas_positions` inside its transaction (the statement that stores the points, ingest.service.ts); PostgreSQL delivers it on commit to every server process. Each process
 * holds one LISTEN connection, opened when its first live-map client connects, and hands each position to its
 * subscribers (the SSE streams, each filtered by its user's tenancy). Several processes behind a load balancer then
 * push a position ingested by any of them.
 */
export const POSITION_CHANNEL = 'lintas_positions';

export interface LivePosition {
  truckId: string;
  accnId: string;
  deviceId: string;
  fixAt: string;
  lat: number;
  lon: number;
  speedKmh: number | null;
  bearing: number | null;
}

export interface PositionFeed {
  /** Calls `listener` with every position announced by any process; returns the unsubscribe. */
  subscribe(listener: (p: LivePosition) => void): () => void;
  /** Resolves once the feed listens (opens the connection if needed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One LISTEN connection per process, opened on first use, reconnecting after a drop. */
export function positionFeed(connection: pg.ClientConfig, log: (line: string) => void = () => {}): PositionFeed {
  const listeners = new Set<(p: LivePosition) => void>();
  let client: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let closed = false;

  const open = (): Promise<void> => {
    if (opening) return opening;
    opening = (async () => {
      const c = new pg.Client(connection);
      const lost = (why: string) => {
        if (client !== c) return;
        log(`Position feed connection lost: ${why}`);
        client = null;
        opening = null;
        c.end().catch(() => {});
        if (!closed && listeners.size) setTimeout(() => void open().catch(() => {}), 1000).unref();
      };
      c.on('error', (e) => lost(e.message));
      c.on('end', () => lost('ended'));
      c.on('notification', (m) => {
        if (m.channel !== POSITION_CHANNEL || !m.payload) return;
        let p: LivePosition;
        try {
          p = JSON.parse(m.payload) as LivePosition;
        } catch {
          return;
        }
        for (const l of listeners) l(p);
      });
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${POSITION_CHANNEL}`);
      } catch (e) {
        lost((e as Error).message);
        throw e;
      }
      if (closed) await c.end().catch(() => {});
    })();
    return opening;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      void open().catch(() => {});
      return () => listeners.delete(listener);
    },
    ready: () => open(),
    async close() {
      closed = true;
      listeners.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
