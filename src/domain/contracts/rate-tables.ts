import type { rateTableDetail, rateTableRow } from './contract-responses';
import type { WireOf } from '../wire';
import { z } from 'zod';
import { lookupValues } from '../lookups';
import { allowedFrom, reasonVerbs, type Subject, type Workflow } from '../workflow';
import { CONTRACT_CURRENCIES, checkTerms, isoDate, moneyString } from './contracts';

/** Trip types of a rate line (spec §9): S single, M multi-drop, C a child drop of a multi-drop (with its sequence). */
export const TRIP_TYPE_CODES = ['S', 'M', 'C'] as const;
export type TripTypeCode = (typeof TRIP_TYPE_CODES)[number];

/**
 * Rate table states: SUB submitted (editable by its maker), VER verified, APP approved, A active (prices jobs),
 * I inactive (with a reason), REJ rejected (with a reason; edited and submitted again).
 */
export const RATE_TABLE_STATES = ['SUB', 'VER', 'APP', 'A', 'I', 'REJ'] as const;
export type RateTableState = (typeof RATE_TABLE_STATES)[number];

export const RATE_TABLE_ACTIONS = ['edit', 'verify', 'approve', 'reject', 'activate', 'deactivate'] as const;
export type RateTableAction = (typeof RATE_TABLE_ACTIONS)[number];

/**
 * The rate table workflow (src/domain/workflow.ts). `operator`: the truck operator the table is for, or the back
 * office (who sees every table). Maker-checker: the verifier is not the submitter, the approver neither the
 * submitter nor the verifier.
 */
export const RATE_TABLE_WORKFLOW = {
  entity: 'rate_table',
  states: RATE_TABLE_STATES,
  verbs: {
    edit: { from: ['SUB', 'REJ'], to: 'SUB', permission: 'rates.manage', side: 'operator' },
    verify: { from: ['SUB'], to: 'VER', permission: 'rates.verify', notBy: ['submittedBy'] },
    approve: { from: ['VER'], to: 'APP', permission: 'rates.approve', notBy: ['submittedBy', 'verifiedBy'] },
    reject: { from: ['SUB', 'VER'], to: 'REJ', permission: 'rates.verify', reason: true },
    activate: { from: ['APP', 'I'], to: 'A', permission: 'rates.manage', side: 'operator' },
    deactivate: { from: ['A'], to: 'I', permission: 'rates.manage', side: 'operator', reason: true },
  },
} as const satisfies Workflow<RateTableState, RateTableAction, 'operator'>;

/** The one transition table: from which states an action is allowed, the state it leads to and the permission. */
export const RATE_TABLE_FLOW = RATE_TABLE_WORKFLOW.verbs;

export const rateActionAllowed = (action: RateTableAction, state: string): boolean =>
  allowedFrom(RATE_TABLE_WORKFLOW, action, state);

/** Actions that need a reason. */
export const RATE_REASON_ACTIONS: readonly RateTableAction[] = reasonVerbs(RATE_TABLE_WORKFLOW);

/** The table as the workflow sees it: its state and who submitted and verified it. */
export const rateTableSubject = (row: { state: string; submittedBy: string | null; verifiedBy: string | null }): Subject => ({
  state: row.state,
  makers: { submittedBy: row.submittedBy, verifiedBy: row.verifiedBy },
});

const locId = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(20, 'validation.tooLong');

export const rateLineSchema = z
  .object({
    fromLocId: locId,
    toLocId: locId,
    vehicleType: z.enum(lookupValues('veh-type') as [string, ...string[]], { message: 'validation.option' }),
    tripType: z.enum(TRIP_TYPE_CODES, { message: 'validation.option' }),
    /** The drop's place in a multi-drop trip (C only, from 1). */
    dropSeq: z
      .number({ message: 'validation.number' })
      .int('validation.integer')
      .min(1, 'validation.tooSmall')
      .max(99)
      .nullable()
      .optional(),
    charge: moneyString,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.tripType === 'C' && !v.dropSeq)
      ctx.addIssue({ code: 'custom', path: ['dropSeq'], message: 'rates.errors.dropSeqRequired' });
    if (v.tripType !== 'C' && v.dropSeq)
      ctx.addIssue({ code: 'custom', path: ['dropSeq'], message: 'rates.errors.dropSeqOnlyChild' });
    if (v.fromLocId && v.fromLocId === v.toLocId)
      ctx.addIssue({ code: 'custom', path: ['toLocId'], message: 'rates.errors.sameLocation' });
  });
export type RateLine = z.infer<typeof rateLineSchema>;

const rateTableShape = {
  toAccnId: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(20, 'validation.tooLong'),
  customerAccnId: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(20, 'validation.tooLong'),
  rateName: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
  currency: z.enum(CONTRACT_CURRENCIES, { message: 'validation.option' }),
  validFrom: isoDate,
  validTo: isoDate,
  lines: z.array(rateLineSchema).min(1, 'rates.errors.noLines').max(500, 'validation.tooBig'),
};

function checkRateTable(v: { validFrom?: string; validTo?: string; lines?: RateLine[] }, ctx: z.RefinementCtx): void {
  checkTerms(v, ctx);
  const seen = new Set<string>();
  (v.lines ?? []).forEach((line, i) => {
    const key = [line.fromLocId, line.toLocId, line.vehicleType, line.tripType, line.dropSeq ?? ''].join('|');
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'fromLocId'], message: 'rates.errors.duplicateLine' });
    seen.add(key);
  });
}

export const rateTableBody = z.object(rateTableShape).strict().superRefine(checkRateTable);
export type RateTableBody = z.infer<typeof rateTableBody>;

export const rateTableUpdateBody = z
  .object({ ...rateTableShape, version: z.number().int().min(1) })
  .strict()
  .superRefine(checkRateTable);

export const rateTableActionBody = z
  .object({
    version: z.number().int().min(1),
    reason: z.string().trim().max(1000, 'validation.tooLong').optional(),
  })
  .strict();

/** A rate table as the browser receives it (the response schemas' wire types). */
export type RateTableRow = WireOf<typeof rateTableRow>;
export type RateTableDetail = WireOf<typeof rateTableDetail>;
