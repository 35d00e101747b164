import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupOption } from '../../domain/datatable';
import {
  bankAccountBody,
  bankAccountList,
  bankAccountRow,
  bankAccountsQuery,
  bankInquiryBody,
  bankInquiryResult,
  decisionBody,
  rejectBody,
} from '../../domain/payments/payouts-schema';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  BANK_ACCOUNTS_BASE,
  decideBankAccount,
  getBankAccount,
  inquireBankAccount,
  listBankAccounts,
  operatorOptions,
  proposeBankAccount,
} from './bank-accounts';
import type { PaymentGateway } from './gateway';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * `/bankaccounts` (issue 14): the list (bankaccounts.read; a company sees its own), one account, the account inquiry,
 * a proposal (bankaccounts.manage, platform or GLI), a change of a verified account, approve and reject
 * (bankaccounts.approve, never the proposer).
 */
export function bankAccountRoutes(app: FastifyInstance, deps: { db: Db; gateway: PaymentGateway | null }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = app.auth.requirePermission('bankaccounts.read');
  const makers = app.auth.requirePermission('bankaccounts.manage');
  const checkers = app.auth.requirePermission('bankaccounts.approve');
  r.get(
    BANK_ACCOUNTS_BASE,
    {
      schema: {
        tags: ['payouts'],
        summary: "Bank accounts (server-paged; platform and GLI see every company's, a company its own); filters state, accnId",
        querystring: bankAccountsQuery,
        response: { 200: bankAccountList, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => listBankAccounts(deps.db, request.principal!, request.query),
  );
  r.get(
    `${BANK_ACCOUNTS_BASE}/:id`,
    {
      schema: {
        tags: ['payouts'],
        summary: 'One bank account',
        params: idParams,
        response: { 200: bankAccountRow, ...errorResponses },
      },
      preHandler: readers,
    },
    async (request) => getBankAccount(deps.db, request.principal!, request.params.id),
  );
  r.get(
    `${BANK_ACCOUNTS_BASE}/companies`,
    {
      schema: {
        tags: ['payouts'],
        summary: 'The truck operators whose bank accounts may be proposed (active or suspended), by name',
        response: { 200: z.array(lookupOption), ...errorResponses },
      },
      preHandler: makers,
    },
    async () => operatorOptions(deps.db),
  );
  r.post(
    `${BANK_ACCOUNTS_BASE}/inquiry`,
    {
      schema: {
        tags: ['payouts'],
        summary:
          'Account inquiry at the bank through the payment gateway: the holder name it keeps (found false: no such account)',
        body: bankInquiryBody,
        response: { 200: bankInquiryResult, ...errorResponses },
      },
      preHandler: makers,
    },
    async (request) => inquireBankAccount(deps.gateway, request.body),
  );
  r.post(
    BANK_ACCOUNTS_BASE,
    {
      schema: {
        tags: ['payouts'],
        summary: "Propose a bank account (PENDING): the holder name must match the bank's (account inquiry), else a field error",
        body: bankAccountBody,
        response: { 200: bankAccountRow, ...errorResponses },
      },
      preHandler: makers,
    },
    async (request) => proposeBankAccount(deps.db, deps.gateway, request.principal!, request.body),
  );
  r.post(
    `${BANK_ACCOUNTS_BASE}/:id/change`,
    {
      schema: {
        tags: ['payouts'],
        summary: 'Propose a change of a verified bank account: a new PENDING account that replaces it once approved',
        params: idParams,
        body: bankAccountBody,
        response: { 200: bankAccountRow, ...errorResponses },
      },
      preHandler: makers,
    },
    async (request) => proposeBankAccount(deps.db, deps.gateway, request.principal!, request.body, request.params.id),
  );
  r.post(
    `${BANK_ACCOUNTS_BASE}/:id/approve`,
    {
      schema: {
        tags: ['payouts'],
        summary: 'Approve a pending bank account (VERIFIED); never by its proposer (403); decided meanwhile 409',
        params: idParams,
        body: decisionBody,
        response: { 200: bankAccountRow, ...errorResponses },
      },
      preHandler: checkers,
    },
    async (request) => decideBankAccount(deps.db, request.principal!, request.params.id, 'approve', request.body.reason),
  );
  r.post(
    `${BANK_ACCOUNTS_BASE}/:id/reject`,
    {
      schema: {
        tags: ['payouts'],
        summary: 'Reject a pending bank account with a reason; never by its proposer (403)',
        params: idParams,
        body: rejectBody,
        response: { 200: bankAccountRow, ...errorResponses },
      },
      preHandler: checkers,
    },
    async (request) => decideBankAccount(deps.db, request.principal!, request.params.id, 'reject', request.body.reason),
  );
}
