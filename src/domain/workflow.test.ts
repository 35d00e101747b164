import { describe, expect, it } from 'vitest';
import { RATE_TABLE_WORKFLOW, rateTableSubject } from './contracts/rate-tables';
import { CONTRACT_REQUEST_WORKFLOWS, contractRequestActionsOf, nextRequestState } from './contracts/contracts';
import { ACCOUNT_REQUEST_WORKFLOW, accountRequestActionsOf } from './account-requests';
import { JOB_WORKFLOW, jobActionsOf } from './jobs/job-actions';
import { REGISTRATION_WORKFLOW } from './registration';
import { actionsOf, refusalOf, type Workflow } from './workflow';

const WORKFLOWS: Workflow[] = [
  JOB_WORKFLOW,
  RATE_TABLE_WORKFLOW,
  ...Object.values(CONTRACT_REQUEST_WORKFLOWS),
  ACCOUNT_REQUEST_WORKFLOW,
  REGISTRATION_WORKFLOW,
];

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
});
