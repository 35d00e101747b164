import { describe, expect, it } from 'vitest';
import { JOB_WORKFLOW, jobActionsOf, refusalOfJob } from '../jobs/job-actions';
import { permissionsOf } from '../permissions';
import { BILLING_ACTIONS } from './billing-actions';

const user = (usrId: string, roles: string[]) => ({ usrId, permissions: [...permissionsOf(roles)] });
const TO1 = user('TO1', ['ACCN_ADMIN', 'TO_OPERATION']);
const CO1 = user('CO1', ['ACCN_ADMIN', 'OFFICER']);
const CO1FIN = user('CO1FIN', ['FINANCE_APPROVER']);
const L1 = user('L1SUPPORT', ['SP_L1']);

describe('billing verbs in the one job workflow table', () => {
  it('are part of JOB_WORKFLOW and name only its states', () => {
    for (const [verb, t] of Object.entries(BILLING_ACTIONS)) {
      expect((JOB_WORKFLOW.verbs as Record<string, unknown>)[verb]).toBe(t);
      for (const s of t.from) expect(JOB_WORKFLOW.states).toContain(s);
      expect(JOB_WORKFLOW.states).toContain(t.to);
    }
  });

  it('gives each party its button per state', () => {
    expect(jobActionsOf({ jobState: 'DLV' }, 'operator', TO1)).toEqual(['bill']);
    expect(jobActionsOf({ jobState: 'REJ_BILL' }, 'operator', TO1)).toEqual(['bill']);
    expect(jobActionsOf({ jobState: 'BILLED' }, 'creator', CO1)).toEqual(['verifyBill', 'rejectBill']);
    expect(jobActionsOf({ jobState: 'BILLED' }, 'creator', CO1FIN)).toEqual(['rejectBill']);
    expect(jobActionsOf({ jobState: 'VER_BILL' }, 'creator', CO1FIN)).toEqual(['acknowledgeBill', 'rejectBill']);
    expect(jobActionsOf({ jobState: 'VER_BILL' }, 'creator', CO1)).toEqual(['rejectBill']);
    expect(jobActionsOf({ jobState: 'ACK_BILL' }, ['platform'], L1)).toEqual(['approveBill', 'rejectApproval']);
    expect(jobActionsOf({ jobState: 'ACK_BILL' }, 'creator', CO1FIN)).toEqual([]);
    expect(jobActionsOf({ jobState: 'APP_BILL' }, ['platform'], L1)).toEqual([]);
  });

  it('refuses the wrong side (403) and the wrong state (409)', () => {
    expect(refusalOfJob('bill', { jobState: 'DLV' }, 'creator', CO1)).toBe('side');
    expect(refusalOfJob('acknowledgeBill', { jobState: 'VER_BILL' }, 'creator', CO1)).toBe('permission');
    expect(refusalOfJob('acknowledgeBill', { jobState: 'BILLED' }, 'creator', CO1FIN)).toBe('state');
    expect(refusalOfJob('approveBill', { jobState: 'ACK_BILL' }, 'creator', CO1FIN)).toBe('side');
    expect(refusalOfJob('bill', { jobState: 'BILLED' }, 'operator', TO1)).toBe('state');
  });
});
