import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { datatableQuery, datatableResponse } from '../../domain/datatable';
import { historyExportQuery, historyQuery, MOTION_STATES, motionState, toCsv, toGpx } from '../../domain/tracking/history';
import { liveTruck as liveTruckOut, routeHistory as routeHistoryOut } from '../../domain/tracking/tracking-responses';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/openapi';
import { positionFeed, type LivePosition } from './live-feed';
import { sessionIsLive } from '../session/session.service';
import { fleetList, liveTruck, liveTrucks, routeHistory, tenancyOf, visibleTruckIds } from './tracking-live.service';

export interface TrackingLiveOptions {
  db: Db;
  /** The LISTEN connection's settings (the pool's). */
  connection: pg.ClientConfig;
  /** The pool (the stream's session check). */
  pool: pg.Pool;
  /** A comment line on every stream this often (ms), so proxies keep it open; default 20 s. */
  heartbeatMs?: number;
  /** A stream ends after this long (ms) and the browser reconnects with its current session; default 10 min. */
  maxStreamMs?: number;
}

/**
 * Live and historical monitoring and the fleet at a glance (issue 16, part 2; decision 0020): the visible trucks'
 * latest positions, the server-sent event stream of new positions (PostgreSQL LISTEN/NOTIFY across processes), the
 * fleet list, one truck's route with its stops and distance, and the route as GPX or CSV.
 */
export function trackingLiveRoutes(app: FastifyInstance, options: TrackingLiveOptions): void {
  const { db } = options;
  const feed = positionFeed(options.connection, (line) => app.log.warn(line));
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', () => feed.close());
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const maxStreamMs = options.maxStreamMs ?? 10 * 60_000;
  const signedIn = app.auth.requireUser;
  const fleet = app.auth.requirePermission('fleet.manage');
  const history = app.auth.requirePermission('fleet.manage', 'jobs.readAll');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${TRUCKING_API}/tracking/live`,
    {
      schema: {
        tags: ['tracking'],
        summary:
          'Every visible truck with a position (the live map): an operator its own, a customer those on its live jobs, the platform all',
        response: { 200: z.array(liveTruckOut), ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => liveTrucks(db, request.principal!),
  );

  r.get(
    `${TRUCKING_API}/tracking/stream`,
    {
      schema: {
        tags: ['tracking'],
        summary:
          'Server-sent events (text/event-stream, Authorization: Bearer): `ready`, then `position` with each new latest position of a visible truck; a comment heartbeat; ends after 10 minutes (reconnect), and at once when its session ends (sign-out, takeover, deactivation)',
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const principal = request.principal!;
      const tenancy = tenancyOf(principal);
      let visible = tenancy.kind === 'jobs' ? await visibleTruckIds(db, tenancy) : null;
      const allowed = (p: LivePosition) =>
        tenancy.kind === 'all' || (tenancy.kind === 'owner' ? p.accnId === tenancy.accnId : visible!.has(p.truckId));
      await feed.ready();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      res.write('retry: 3000\n\n');
      send('ready', { at: new Date().toISOString() });
      const unsubscribe = feed.subscribe((p) => {
        if (!allowed(p)) return;
        send('position', { ...p, state: motionState({ fixAt: p.fixAt, speedKmh: p.speedKmh }) });
      });
      // The session: ended anywhere (sign-out, takeover, a user or company stopped: migration 0047's notice), the
      // stream ends at once; each heartbeat checks it too (idle expiry, or a notice missed while the feed reconnected).
      const sessionLive = () => sessionIsLive(options.pool, principal.sessionId);
      const recheck = () =>
        void sessionLive().then(
          (live) => live || end(),
          () => {},
        );
      const stopWatching = app.changes.on('session_ended', (sid) =>
        sid === undefined ? recheck() : sid === principal.sessionId && end(),
      );
      const beat = setInterval(() => {
        res.write(': heartbeat\n\n');
        recheck();
        // A customer's trucks change as its jobs start and end.
        if (tenancy.kind === 'jobs')
          void visibleTruckIds(db, tenancy).then(
            (ids) => (visible = ids),
            () => {},
          );
      }, heartbeatMs);
      const end = () => {
        clearInterval(beat);
        clearTimeout(expiry);
        unsubscribe();
        stopWatching();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      const expiry = setTimeout(end, maxStreamMs);
      streams.add(end);
      request.raw.on('close', end);
      res.on('error', end);
    },
  );

  r.get(
    `${TRUCKING_API}/tracking/live/:truckId`,
    {
      schema: {
        tags: ['tracking'],
        summary: 'One visible truck as the live map shows it (a truck first seen on the stream)',
        params: z.object({ truckId: z.string().min(1).max(20) }),
        response: { 200: liveTruckOut, ...errorResponses },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const tenancy = tenancyOf(request.principal!);
      const truckId = request.params.truckId;
      const ids = tenancy.kind === 'all' ? null : await visibleTruckIds(db, tenancy);
      const truck = ids && !ids.has(truckId) ? null : await liveTruck(db, truckId);
      if (!truck) throw notFound('truck not found');
      return truck;
    },
  );

  r.get(
    `${TRUCKING_API}/tracking/fleet`,
    {
      schema: {
        tags: ['tracking'],
        summary: "The operator's fleet at a glance: every truck, last seen, state, speed, driver and job (paged)",
        querystring: datatableQuery.extend({ state: z.enum(MOTION_STATES).optional() }).strict(),
        response: { 200: datatableResponse(liveTruckOut), ...errorResponses },
      },
      preHandler: fleet,
    },
    async (request) => fleetList(db, request.principal!, request.query) as never,
  );

  r.get(
    `${TRUCKING_API}/tracking/history`,
    {
      schema: {
        tags: ['tracking'],
        summary:
          "One truck's route between two instants (at most 7 days): good fixes in time order, stops (within 100 m for stopMinutes), distance in km",
        querystring: historyQuery,
        response: { 200: routeHistoryOut, ...errorResponses },
      },
      preHandler: history,
    },
    async (request) => routeHistory(db, request.principal!, request.query),
  );
  r.get(
    `${TRUCKING_API}/tracking/history/export`,
    {
      schema: {
        tags: ['tracking'],
        summary: "One truck's route as GPX 1.1 (stops as waypoints) or CSV",
        querystring: historyExportQuery,
      },
      preHandler: history,
    },
    async (request, reply) => {
      const { format, ...q } = request.query;
      const route = await routeHistory(db, request.principal!, q);
      const name = `${route.vhPlateNo.replace(/[^A-Za-z0-9]+/g, '')}-${q.from.slice(0, 10)}`;
      reply.header('content-disposition', `attachment; filename="route-${name}.${format}"`);
      if (format === 'gpx')
        return reply
          .type('application/gpx+xml; charset=utf-8')
          .send(toGpx(`${route.vhPlateNo} ${q.from.slice(0, 10)}`, route.points, route.stops));
      return reply.type('text/csv; charset=utf-8').send(toCsv(route.points));
    },
  );
}
