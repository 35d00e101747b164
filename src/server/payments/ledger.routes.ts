import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRUCKING_API } from '../../domain/api-paths';
import { PLATFORM_ACCOUNT_TYPE } from '../../domain/permissions';
import { ledgerBalances, ledgerBalancesQuery, ledgerJournalList, ledgerJournalsQuery } from '../../domain/payments/ledger-schema';
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';
import { errorResponses } from '../http/openapi';
import { listJournals, readBalances } from './ledger-list';

export const LEDGER_BASE = `${TRUCKING_API}/ledger`;

/**
 * The platform's ledger reads (issue 14): journals and balances. `ledger.read` (the platform's finance roles), and
 * only on the platform's own company: a company user is refused (403) whatever its roles.
 */
export function ledgerRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = [
    app.auth.requirePermission('ledger.read'),
    async (request: FastifyRequest) => {
      if (request.principal!.accnType !== PLATFORM_ACCOUNT_TYPE) throw forbidden();
    },
  ];

  r.get(
    `${LEDGER_BASE}/journals`,
    {
      schema: {
        tags: ['ledger'],
        summary:
          'Ledger journals, newest first (server-paged), with their lines (debit/credit per account, company, currency, money document); filters causeType, accnId, docId, dateFrom/dateTo, search (cause id, memo)',
        querystring: ledgerJournalsQuery,
        response: { 200: ledgerJournalList, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => listJournals(deps.db, request.query),
  );
  r.get(
    `${LEDGER_BASE}/balances`,
    {
      schema: {
        tags: ['ledger'],
        summary:
          "Balances per account and currency derived from the lines: a company's accounts (accnId), else every account summed over the companies",
        querystring: ledgerBalancesQuery,
        response: { 200: ledgerBalances, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => readBalances(deps.db, request.query),
  );
}
