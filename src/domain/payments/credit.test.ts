import { describe, expect, it } from 'vitest';
import { isBalanced } from './ledger';
import { availableCredit, creditLimitActionsOf, releaseLines, repayLines, reserveLines, useLines } from './credit';

const maker = { usrId: 'GLIFIN', permissions: ['credit.request'] };
const checker = { usrId: 'GLIHEAD', permissions: ['credit.approve'] };
const both = { usrId: 'SUPERADMIN', permissions: ['credit.request', 'credit.approve'] };

describe('credit limit workflow', () => {
  it('the maker drafts and submits; another user with credit.approve decides', () => {
    expect(creditLimitActionsOf({ status: 'NEW', createdBy: 'GLIFIN', submittedBy: null }, maker)).toEqual([
      'save',
      'submit',
      'delete',
    ]);
    expect(creditLimitActionsOf({ status: 'NEW', createdBy: 'GLIFIN', submittedBy: null }, checker)).toEqual([]);
    expect(creditLimitActionsOf({ status: 'SUBMIT', createdBy: 'GLIFIN', submittedBy: 'GLIFIN' }, checker)).toEqual([
      'approve',
      'reject',
    ]);
    expect(creditLimitActionsOf({ status: 'SUBMIT', createdBy: 'GLIFIN', submittedBy: 'GLIFIN' }, maker)).toEqual([]);
    // Maker-checker: who made or submitted it never decides, whatever it holds.
    expect(creditLimitActionsOf({ status: 'SUBMIT', createdBy: 'SUPERADMIN', submittedBy: 'SUPERADMIN' }, both)).toEqual([]);
    expect(creditLimitActionsOf({ status: 'SUBMIT', createdBy: 'OPADMIN', submittedBy: 'SUPERADMIN' }, both)).toEqual([]);
    expect(creditLimitActionsOf({ status: 'APP', createdBy: 'GLIFIN', submittedBy: 'GLIFIN' }, both)).toEqual([]);
  });
});

describe('credit postings', () => {
  it('balance per currency and move the right accounts', () => {
    for (const lines of [
      reserveLines('FF0001', 'USD', 9500n),
      releaseLines('FF0001', 'USD', 9500n),
      useLines('CO0001', [
        { docId: 1, currency: 'IDR', total: 616_000_000n },
        { docId: 2, currency: 'IDR', total: 16_350_000n },
      ]),
      repayLines('CO0001', 'IDR', 100_000n),
    ]) {
      expect(isBalanced(lines)).toBe(true);
    }
    expect(reserveLines('FF0001', 'USD', 9500n).map((l) => [l.account, l.amount])).toEqual([
      ['CREDIT_RESERVED', 9500n],
      ['CREDIT_LINE', -9500n],
    ]);
    expect(useLines('CO0001', [{ docId: 7, currency: 'IDR', total: 5n }]).map((l) => [l.account, l.docId, l.amount])).toEqual([
      ['CREDIT_DRAWN', 7, 5n],
      ['RECEIVABLE', 7, -5n],
    ]);
    expect(() => reserveLines('FF0001', 'USD', 0n)).toThrow();
    expect(availableCredit(50_000_00n, 285_00n, 1_000_00n)).toBe(48_715_00n);
  });
});
