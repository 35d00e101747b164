import { z } from 'zod';
import { timestamp } from '../wire';
import { PAYOUT_FREQUENCIES } from '../payments/payouts';
import {
  CONTRACT_ACTIONS,
  CONTRACT_CURRENCIES,
  CONTRACT_FINANCING_TYPES,
  CONTRACT_PAYMENT_METHODS,
  CONTRACT_REQUEST_ACTIONS,
  CONTRACT_REQUEST_KINDS,
  CONTRACT_REQUEST_STATES,
  CONTRACT_STATUSES,
  FEE_TYPES,
} from './contracts';
import { RATE_TABLE_ACTIONS, RATE_TABLE_STATES } from './rate-tables';

/** Response schemas of contracts, their maker-checker requests and rate tables. */

const money = z.string().describe('Decimal as text (NUMERIC), never a float');
const day = z.string().describe('YYYY-MM-DD');

/** The terms a contract and its requests share. */
const contractTerms = z.object({
  customerAccnId: z.string(),
  customerName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  validFrom: day,
  validTo: day,
  currency: z.enum(CONTRACT_CURRENCIES),
  customerPaymentTermDays: z.number().int(),
  toPaymentTermDays: z.number().int(),
  customerFeeType: z.enum(FEE_TYPES),
  customerFeeValue: money,
  toFeeType: z.enum(FEE_TYPES),
  toFeeValue: money,
  customerWithholdingPct: money.nullable().describe('Withholding tax (PPh 23) percent the customer deducts; null: none'),
  toWithholdingPct: money.nullable().describe('Withholding tax (PPh 23) percent the truck operator deducts; null: none'),
  financingType: z.enum(CONTRACT_FINANCING_TYPES),
  paymentMethod: z.enum(CONTRACT_PAYMENT_METHODS),
  payoutFrequency: z.enum(PAYOUT_FREQUENCIES).describe('How often the truck operator is paid out'),
  remarks: z.string().nullable(),
  version: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** One row of the contracts list. */
export const contractRow = contractTerms.extend({ contractId: z.string(), status: z.enum(CONTRACT_STATUSES) });

/** One contract with the requests that made or changed it. */
export const contractDetail = contractRow.extend({
  /** The verbs this user may use on the contract now (CONTRACT_ACTIONS). */
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
  requests: z.array(
    z.object({
      reqId: z.string(),
      reqKind: z.string(),
      state: z.string(),
      validFrom: day,
      validTo: day,
      requestedBy: z.string(),
      decidedBy: z.string().nullable(),
      appliedAt: timestamp.nullable(),
    }),
  ),
});

/** One contract request (new contract, amendment, termination) through maker-checker. */
export const contractRequest = contractTerms.extend({
  reqId: z.string(),
  reqKind: z.enum(CONTRACT_REQUEST_KINDS),
  contractId: z.string().nullable(),
  state: z.enum(CONTRACT_REQUEST_STATES),
  requestedBy: z.string(),
  submittedBy: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
  appliedAt: timestamp.nullable(),
  actions: z.array(z.enum(CONTRACT_REQUEST_ACTIONS)).describe('The verbs the signed-in user may use on the request now'),
});

/** One row of the rate tables list. */
export const rateTableRow = z.object({
  rateId: z.string(),
  rateName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  customerAccnId: z.string(),
  customerName: z.string(),
  currency: z.enum(CONTRACT_CURRENCIES),
  validFrom: day,
  validTo: day,
  state: z.enum(RATE_TABLE_STATES),
  reason: z.string().nullable(),
  lineCount: z.number().int(),
  version: z.number().int(),
  submittedBy: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  actions: z.array(z.enum(RATE_TABLE_ACTIONS)).describe('The verbs the signed-in user may use on the table now'),
});

/** One line (lane) of a rate table. */
export const rateTableLine = z.object({
  lineId: z.number().int(),
  fromLocId: z.string(),
  fromLocName: z.string(),
  toLocId: z.string(),
  toLocName: z.string(),
  vehicleType: z.string(),
  tripType: z.string(),
  dropSeq: z.number().int().nullable(),
  charge: money,
});

/** One rate table with its lines. */
export const rateTableDetail = rateTableRow.extend({ lines: z.array(rateTableLine) });
