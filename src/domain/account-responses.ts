import { z } from 'zod';
import {
  ACCOUNT_REQUEST_STATUSES,
  ACCOUNT_REQUEST_TYPES,
  ACCOUNT_REQUEST_WORKFLOW,
  type AccountRequestVerb,
} from './account-requests';
import { timestamp } from './wire';

/** Response schemas of the company accounts, their status history and a forwarder's customers. */

/** One row of the accounts list (`GET /accounts`). */
export const accountRow = z.object({
  accnId: z.string(),
  accnName: z.string(),
  accnCoyRegn: z.string(),
  accnStatus: z.string(),
  atypId: z.string(),
  atypDesc: z.string(),
  contactEmail: z.string().nullable(),
  contactTel: z.string().nullable(),
  addrCity: z.string().nullable(),
  addrProv: z.string().nullable(),
  addrCtry: z.string().nullable(),
  updatedAt: timestamp,
});

/** A company's record: identity, contact and address, with its optimistic-lock version. */
export const accountRecord = z.object({
  accnId: z.string(),
  accnName: z.string(),
  accnCoyRegn: z.string(),
  accnStatus: z.string(),
  atypId: z.string(),
  contactTel: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactFax: z.string().nullable(),
  addrLn1: z.string().nullable(),
  addrLn2: z.string().nullable(),
  addrLn3: z.string().nullable(),
  addrProv: z.string().nullable(),
  addrCity: z.string().nullable(),
  addrPcode: z.string().nullable(),
  addrCtry: z.string().nullable(),
  version: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** One entry of a company's status history (from the audit log). */
export const accountHistoryEntry = z.object({
  audtEvent: z.string(),
  audtTimestamp: timestamp,
  audtUid: z.string().nullable(),
  audtUname: z.string().nullable(),
  audtRemarks: z.string().nullable(),
  after: z.unknown().describe('The audited values after the change'),
});

/** One company with its type's description and status history (`GET /accounts/:accnId`). */
export const accountDetail = accountRecord.extend({
  atypDesc: z.string(),
  history: z.array(accountHistoryEntry),
});

/** One row of a forwarder's customer list. */
export const ffCustomerRow = z.object({
  ffAccnId: z.string(),
  accnId: z.string(),
  accnName: z.string(),
  accnCoyRegn: z.string(),
  accnStatus: z.string(),
  contactEmail: z.string().nullable(),
  contactTel: z.string().nullable(),
  addrCity: z.string().nullable(),
  updatedAt: timestamp,
  version: z.number().int(),
});

/** One customer of a forwarder: the company's record and the forwarder that registered it. */
export const ffCustomerDetail = accountRecord.extend({ ffAccnId: z.string() });

/** One account request (suspension, termination, resumption) as stored. */
export const accountRequestRecord = z.object({
  reqId: z.string(),
  accnId: z.string(),
  reqType: z.enum(ACCOUNT_REQUEST_TYPES),
  reason: z.string(),
  fromStatus: z.string(),
  status: z.enum(ACCOUNT_REQUEST_STATUSES),
  requestedBy: z.string(),
  requestedAt: timestamp,
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
});

/** One row of the account requests list: the request and its company's name and status. */
const accountRequestVerbs = Object.keys(ACCOUNT_REQUEST_WORKFLOW.verbs) as [AccountRequestVerb, ...AccountRequestVerb[]];

export const accountRequestRow = accountRequestRecord.extend({
  accnName: z.string(),
  accnStatus: z.string(),
  actions: z.array(z.enum(accountRequestVerbs)).describe('The verbs the signed-in user may use on the request now'),
});

/** A decided request with the company's status after the decision. */
export const accountRequestDecision = accountRequestRecord.extend({ accnStatus: z.string() });
