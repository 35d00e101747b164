import { describe, expect, it } from 'vitest';
import { RATE_TABLE_WORKFLOW, rateTableSubject } from './contracts/rate-tables';
import { CONTRACT_REQUEST_WORKFLOWS, contractRequestActionsOf, nextRequestState } from './contracts/contracts';
import { ACCOUNT_REQUEST_WORKFLOW, accountRequestActionsOf } from './account-requests';
import { JOB_WORKFLOW, jobActionsOf } from './jobs/job-actions';
import { REGISTRATION_WORKFLOW } from './registration';
import { CERTIFICATE_WORKFLOW } from './certificates/certificates';
import { ENQUIRY_WORKFLOW } from './enquiries/enquiries';
import { INSURANCE_WORKFLOW } from './insurance/insurance';
import { LEASE_WORKFLOW } from './leasing/leasing';
import { TERMINATION_WORKFLOW } from './order-termination/order-termination';
import { CREDIT_LIMIT_WORKFLOW } from './payments/credit';
import { BANK_ACCOUNT_WORKFLOW, bankAccountActionsOf, PAYOUT_WORKFLOW, payoutActionsOf } from './payments/payouts';
import { RENTAL_WORKFLOW } from './rentals/rentals';
import { TAX_INVOICE_WORKFLOW } from './tax/tax-invoices';
import { VESSEL_CALL_WORKFLOW } from './vessel-calls/vessel-calls';
import { actionsOf, refusalOf, userVerbs, type Workflow } from './workflow';

const WORKFLOWS: Workflow[] = [
  JOB_WORKFLOW,
  RATE_TABLE_WORKFLOW,
  ...Object.values(CONTRACT_REQUEST_WORKFLOWS),
  ACCOUNT_REQUEST_WORKFLOW,
  REGISTRATION_WORKFLOW,
  CERTIFICATE_WORKFLOW,
  ENQUIRY_WORKFLOW,
  INSURANCE_WORKFLOW,
  LEASE_WORKFLOW,
  TERMINATION_WORKFLOW,
  CREDIT_LIMIT_WORKFLOW,
  BANK_ACCOUNT_WORKFLOW,
  PAYOUT_WORKFLOW,
  RENTAL_WORKFLOW,
  TAX_INVOICE_WORKFLOW,
  VESSEL_CALL_WORKFLOW,
] as Workflow[];

describe('the workflow shape', () => {
  it('every workflow names only its own states', () => {
    for (const wf of WORKFLOWS) {
      for (const t of Object.values(wf.verbs)) {
        for (const s of t.from) expect(wf.states, `${wf.entity}`).toContain(s);
        if (t.to) expect(wf.states, `${wf.entity}`).toContain(t.to);
      }
    }
  });

  it('says why a verb is refused: state (409), side or permission (403), maker-checker (403)', () => {
    const table = rateTableSubject({ state: 'SUB', submittedBy: 'TO1', verifiedBy: null });
    expect(refusalOf(RATE_TABLE_WORKFLOW, 'verify', table, { usrId: 'L1', permissions: ['rates.verify'] })).toBeNull();
    expect(refusalOf(RATE_TABLE_WORKFLOW, 'verify', table, { usrId: 'TO1', permissions: ['rates.verify'] })).toBe('maker');
    expect(refusalOf(RATE_TABLE_WORKFLOW, 'verify', table, { usrId: 'L1', permissions: [] })).toBe('permission');
    expect(refusalOf(RATE_TABLE_WORKFLOW, 'approve', table, { usrId: 'H', permissions: ['rates.approve'] })).toBe('state');
    expect(refusalOf(RATE_TABLE_WORKFLOW, 'edit', table, { usrId: 'X', permissions: ['rates.manage'] })).toBe('side');
    expect(refusalOf(RATE_TABLE_WORKFLOW, 'nonsense', table, { usrId: 'X', permissions: [] })).toBe('unknown');
  });

  it('offers a user only the verbs they may use now (the actions of rows and details)', () => {
    expect(jobActionsOf({ jobState: 'DRF' }, 'creator', { usrId: 'CO1', permissions: ['jobs.create'] })).toEqual([
      'submit',
      'delete',
      'cancel',
      'edit',
      'attachDo',
    ]);
    expect(jobActionsOf({ jobState: 'SUB' }, 'operator', { usrId: 'TO1', permissions: ['jobs.read'] })).toEqual([]);
    expect(jobActionsOf({ jobState: 'SUB' }, null, { usrId: 'GLI', permissions: ['jobs.create', 'jobs.operate'] })).toEqual([]);
    const submitted = { reqKind: 'NEW', state: 'NEW_SUBMITTED', requestedBy: 'L1', submittedBy: 'L1' };
    expect(contractRequestActionsOf(submitted, { usrId: 'HEAD', permissions: ['contracts.approve'] })).toEqual([
      'approve',
      'reject',
    ]);
    expect(contractRequestActionsOf(submitted, { usrId: 'L1', permissions: ['contracts.approve'] })).toEqual([]);
    expect(
      accountRequestActionsOf(
        { status: 'PENDING', requestedBy: 'OPADMIN' },
        { usrId: 'OPADMIN', permissions: ['accounts.lifecycle'] },
      ),
    ).toEqual([]);
    expect(actionsOf(REGISTRATION_WORKFLOW, { state: 'P' }, { usrId: 'L1', permissions: ['onboarding.review'] })).toEqual([
      'verifyDocument',
    ]);
  });

  it('never offers the scheduled verbs to a user, while the schedule still finds its next state', () => {
    const approved = { reqKind: 'RENEWAL', state: 'RENEWAL_APPROVED', requestedBy: 'A', submittedBy: 'A' };
    expect(contractRequestActionsOf(approved, { usrId: 'B', permissions: ['contracts.request', 'contracts.approve'] })).toEqual(
      [],
    );
    expect(nextRequestState('RENEWAL', 'RENEWAL_APPROVED', 'apply')).toBe('EXPORTED');
    expect(nextRequestState('NEW', 'NEW_REQ', 'expire')).toBe('EXPIRED');
  });

  it('pays out with maker-checker: the verifier of a payout or the proposer of a bank account never decides it', () => {
    const head = { usrId: 'GLIFINHEAD', permissions: ['payouts.approve', 'bankaccounts.approve'] };
    const admin = { usrId: 'GLIFIN', permissions: ['payouts.verify', 'bankaccounts.manage', 'payouts.approve'] };
    expect(payoutActionsOf({ status: 'NEW', verifiedBy: null }, false, admin)).toEqual(['verify']);
    expect(payoutActionsOf({ status: 'VER', verifiedBy: 'GLIFIN' }, false, head)).toEqual(['approve']);
    expect(payoutActionsOf({ status: 'VER', verifiedBy: 'GLIFIN' }, false, admin)).toEqual([]);
    // A suspended operator's payout is held: nobody approves it.
    expect(payoutActionsOf({ status: 'VER', verifiedBy: 'GLIFIN' }, true, head)).toEqual([]);
    expect(payoutActionsOf({ status: 'PAYING', verifiedBy: 'GLIFIN' }, false, head)).toEqual([]);
    expect(bankAccountActionsOf({ state: 'PENDING', proposedBy: 'GLIFIN' }, head)).toEqual(['approve', 'reject']);
    expect(bankAccountActionsOf({ state: 'PENDING', proposedBy: 'GLIFINHEAD' }, head)).toEqual([]);
    expect(bankAccountActionsOf({ state: 'VERIFIED', proposedBy: 'GLIFINHEAD' }, admin)).toEqual(['change']);
    expect(refusalOf(PAYOUT_WORKFLOW, 'send', { state: 'APP' }, head)).toBe('unknown');
    expect(userVerbs(PAYOUT_WORKFLOW)).toEqual(['verify', 'approve']);
    expect(userVerbs(BANK_ACCOUNT_WORKFLOW)).toEqual(['approve', 'reject', 'change']);
  });
});
