import { describe, expect, it } from 'vitest';
import { actionsFor, canAct, JOB_ACTIONS, JOB_STATES, releasesResources } from './job-actions';

describe('job state machine', () => {
  it('gives each side its own buttons per state', () => {
    expect(actionsFor('DRF', 'creator')).toEqual(['submit', 'delete', 'cancel']);
    expect(actionsFor('DRF', 'operator')).toEqual([]);
    expect(actionsFor('SUB', 'creator')).toEqual(['withdraw', 'cancel']);
    expect(actionsFor('SUB', 'operator')).toEqual(['accept', 'reject']);
    expect(actionsFor('ACP', 'operator')).toEqual(['reject', 'assign']);
    expect(actionsFor('ASG', 'operator')).toEqual(['reject', 'assign', 'start']);
    expect(actionsFor('ONGOING', 'operator')).toEqual(['pause', 'deliver']);
    expect(actionsFor('PAUSED', 'operator')).toEqual(['start']);
    for (const end of ['DLV', 'CAN', 'DEL'] as const) {
      expect(actionsFor(end, 'creator')).toEqual([]);
      expect(actionsFor(end, 'operator')).toEqual([]);
    }
  });

  it('refuses an action from a state the table does not list, or by the other side', () => {
    expect(canAct('accept', 'ACP', 'operator')).toBe(false);
    expect(canAct('accept', 'SUB', 'creator')).toBe(false);
    expect(canAct('cancel', 'ONGOING', 'creator')).toBe(false);
    expect(canAct('submit', 'REJ', 'creator')).toBe(true);
  });

  it('only names known states, and frees resources only when a live job ends', () => {
    for (const action of Object.values(JOB_ACTIONS)) {
      for (const s of action.from) expect(JOB_STATES).toContain(s);
      if (action.to) expect(JOB_STATES).toContain(action.to);
    }
    expect(releasesResources('ASG', 'REJ')).toBe(true);
    expect(releasesResources('ASG', 'CAN')).toBe(true);
    expect(releasesResources('ONGOING', 'DLV')).toBe(true);
    expect(releasesResources('SUB', 'REJ')).toBe(false);
    expect(releasesResources('ASG', 'ONGOING')).toBe(false);
  });
});
