import { describe, expect, it } from 'vitest';
import { RATE_TABLE_FLOW, rateActionAllowed, rateLineSchema } from './rate-tables';
import {
  CONTRACT_REQUEST_STATES,
  addToDate,
  businessDate,
  contractRequestBody,
  nextRequestState,
  requestActionsFor,
  requestKindOf,
} from './contracts';

describe('contract request state table (spec §4)', () => {
  it('walks each kind from draft to approved or rejected', () => {
    expect(nextRequestState('NEW', 'NEW_REQ', 'submit')).toBe('NEW_SUBMITTED');
    expect(nextRequestState('NEW', 'NEW_SUBMITTED', 'approve')).toBe('NEW_APPROVED');
    expect(nextRequestState('NEW', 'NEW_SUBMITTED', 'reject')).toBe('NEW_REJECTED');
    expect(nextRequestState('UPDATE', 'NEW_UPDATE', 'submit')).toBe('UPDATE_SUBMITTED');
    expect(nextRequestState('UPDATE', 'UPDATE_SUBMITTED', 'approve')).toBe('UPDATE_APPROVED');
    expect(nextRequestState('RENEWAL', 'RENEWAL_REQ', 'submit')).toBe('RENEWAL_SUBMITTED');
    expect(nextRequestState('RENEWAL', 'RENEWAL_SUBMITTED', 'reject')).toBe('RENEWAL_REJECTED');
    expect(nextRequestState('RENEWAL', 'RENEWAL_APPROVED', 'apply')).toBe('EXPORTED');
    expect(nextRequestState('NEW', 'NEW_REQ', 'delete')).toBe('DELETED');
    expect(nextRequestState('NEW', 'NEW_APPROVED', 'expire')).toBe('EXPIRED');
  });

  it('refuses what the table does not allow', () => {
    expect(nextRequestState('NEW', 'NEW_REQ', 'approve')).toBeNull();
    expect(nextRequestState('NEW', 'NEW_SUBMITTED', 'submit')).toBeNull();
    expect(nextRequestState('NEW', 'NEW_SUBMITTED', 'delete')).toBeNull();
    expect(nextRequestState('NEW', 'EXPORTED', 'approve')).toBeNull();
    expect(nextRequestState('UPDATE', 'NEW_REQ', 'submit')).toBeNull();
    expect(nextRequestState('NEW', 'NEW_REJECTED', 'expire')).toBeNull();
  });

  it('offers the buttons of each state and knows every state', () => {
    expect(requestActionsFor('NEW', 'NEW_REQ')).toEqual(['save', 'submit', 'delete']);
    expect(requestActionsFor('NEW', 'NEW_SUBMITTED')).toEqual(['approve', 'reject']);
    expect(requestActionsFor('NEW', 'EXPORTED')).toEqual([]);
    expect(CONTRACT_REQUEST_STATES).toHaveLength(15);
    expect(requestKindOf('UPDATE_REJECTED')).toBe('UPDATE');
  });
});

describe('contract terms and dates', () => {
  const valid = {
    reqKind: 'NEW',
    customerAccnId: 'CO0001',
    toAccnId: 'TO0001',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    currency: 'IDR',
    customerPaymentTermDays: 30,
    toPaymentTermDays: 30,
    customerFeeType: 'PCT',
    customerFeeValue: '2.5',
    toFeeType: 'FIXED',
    toFeeValue: '150000',
    financingType: 'CO_OPM',
  };
  it('keeps money as exact strings and checks dates and percentages', () => {
    expect(contractRequestBody.parse(valid).toFeeValue).toBe('150000');
    expect(contractRequestBody.safeParse({ ...valid, toFeeValue: 150000 }).success).toBe(false);
    expect(contractRequestBody.safeParse({ ...valid, validFrom: '2026-02-30' }).success).toBe(false);
    expect(contractRequestBody.safeParse({ ...valid, customerFeeValue: '100.01' }).success).toBe(false);
    expect(contractRequestBody.safeParse({ ...valid, validTo: '2025-12-31' }).success).toBe(false);
  });

  it('takes an optional withholding tax (PPh 23) percent per side: 0 to 100, up to 2 decimals, as a string', () => {
    const parsed = contractRequestBody.parse({ ...valid, customerWithholdingPct: ' 2.5 ', toWithholdingPct: null });
    expect(parsed).toMatchObject({ customerWithholdingPct: '2.5', toWithholdingPct: null });
    expect(contractRequestBody.parse(valid).customerWithholdingPct).toBeUndefined();
    for (const ok of ['0', '2', '15.25', '99.99', '100', '100.00']) {
      expect(contractRequestBody.safeParse({ ...valid, toWithholdingPct: ok }).success, ok).toBe(true);
    }
    for (const bad of ['101', '100.01', 'abc', '2.555', '-1', '', '1e1', 2]) {
      const result = contractRequestBody.safeParse({ ...valid, customerWithholdingPct: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(
        result.error?.issues.map((i) => [i.path.join('.'), i.message]),
        String(bad),
      ).toEqual([['customerWithholdingPct', 'contracts.errors.withholding']]);
    }
  });

  it('adds months clamped to the month end and reads the Jakarta calendar day', () => {
    expect(addToDate('2026-03-31', { months: -1 })).toBe('2026-02-28');
    expect(addToDate('2026-12-31', { months: -2 })).toBe('2026-10-31');
    expect(addToDate('2026-12-31', { days: -7 })).toBe('2026-12-24');
    expect(businessDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('reads the calendar day right on both sides of midnight, asked again (the days worked out are kept)', () => {
    for (let pass = 0; pass < 2; pass++) {
      expect(businessDate(new Date('2026-11-23T16:59:59.999Z'))).toBe('2026-11-23');
      expect(businessDate(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
      expect(businessDate(new Date('2026-11-23T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
      expect(businessDate(new Date('2026-11-23T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-24');
      expect(businessDate(new Date('2026-11-23T18:15:00Z'), 'UTC')).toBe('2026-11-23');
    }
  });
});

describe('rate tables', () => {
  it('moves submitted -> verified -> approved -> active <-> inactive', () => {
    expect(rateActionAllowed('verify', 'SUB')).toBe(true);
    expect(rateActionAllowed('approve', 'SUB')).toBe(false);
    expect(rateActionAllowed('activate', 'APP')).toBe(true);
    expect(rateActionAllowed('activate', 'VER')).toBe(false);
    expect(RATE_TABLE_FLOW.deactivate).toMatchObject({ from: ['A'], to: 'I' });
  });

  it('needs a drop sequence for child drops only', () => {
    const line = { fromLocId: 'A', toLocId: 'B', vehicleType: 'VAN', tripType: 'C', charge: '10' };
    expect(rateLineSchema.safeParse(line).success).toBe(false);
    expect(rateLineSchema.safeParse({ ...line, dropSeq: 1 }).success).toBe(true);
    expect(rateLineSchema.safeParse({ ...line, tripType: 'S', dropSeq: 1 }).success).toBe(false);
  });
});
