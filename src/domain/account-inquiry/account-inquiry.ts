import { z } from 'zod';
import { accountDetail } from '../account-responses';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';

/**
 * Account inquiry (issue 19, spec §2.3 `/opadmin/inquiry/accn/list` and `view/{id}`): the platform finds any company
 * by its name, tax number (NPWP), one of its users' ids or names, or an e-mail (the company's or a user's), and sees
 * one page with everything about it (docs/decisions/0036-account-inquiry.md).
 */

/** What a company was found by. */
export const INQUIRY_MATCHES = ['name', 'taxNo', 'user', 'email'] as const;
export type InquiryMatch = (typeof INQUIRY_MATCHES)[number];

export const inquiryQuery = datatableQuery.extend({ q: z.string().trim().max(120).optional() });
export type InquiryQuery = z.infer<typeof inquiryQuery>;

export const inquiryRow = z.object({
  accnId: z.string(),
  accnName: z.string(),
  accnCoyRegn: z.string(),
  atypId: z.string(),
  accnStatus: z.string(),
  contactEmail: z.string().nullable(),
  users: z.number().int(),
  /** What the search found it by (null without a search). */
  matchedBy: z.enum(INQUIRY_MATCHES).nullable(),
  /** The user it was found by (matched by user or a user's e-mail). */
  matchedUser: z.string().nullable(),
});
export type InquiryRow = z.infer<typeof inquiryRow>;
export const inquiryList = datatableResponse(inquiryRow);

const money = z.string();

/** One page about a company: the record and its status history, and what it has in the portal. */
export const accountInquiry = z.object({
  account: accountDetail,
  users: z.object({
    total: z.number().int(),
    rows: z.array(
      z.object({
        usrId: z.string(),
        usrName: z.string(),
        usrStatus: z.string(),
        contactEmail: z.string().nullable(),
        roles: z.array(z.string()),
      }),
    ),
  }),
  contracts: z.array(
    z.object({
      contractId: z.string(),
      role: z.enum(['customer', 'operator']),
      counterpartyId: z.string(),
      counterpartyName: z.string(),
      validFrom: z.string(),
      validTo: z.string(),
      currency: z.string(),
      financingType: z.string(),
      status: z.string(),
    }),
  ),
  credit: z.array(
    z.object({ serviceType: z.string(), currency: z.string(), limit: money, reserved: money, drawn: money, available: money }),
  ),
  /** Money documents per side and currency: `owe` what the company pays, `owed` what is paid out to it. */
  documents: z.array(
    z.object({
      side: z.enum(['owe', 'owed']),
      currency: z.string(),
      open: z.number().int(),
      openAmount: money,
      overdue: z.number().int(),
      overdueAmount: money,
    }),
  ),
  jobsByState: z.array(z.object({ state: z.string(), count: z.number().int() })),
  audit: z.array(
    z.object({
      id: z.number().int(),
      at: timestamp,
      event: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      user: z.string().nullable(),
      remarks: z.string().nullable(),
    }),
  ),
});
export type AccountInquiry = z.infer<typeof accountInquiry>;
