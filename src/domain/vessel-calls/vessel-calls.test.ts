import { describe, expect, it } from 'vitest';
import { refusalOf, type Workflow } from '../workflow';
import {
  VESSEL_CALL_WORKFLOW,
  crewMemberSchema,
  dangerousGoodSchema,
  isValidImo,
  normaliseAgentTin,
  vesselCallActionsOf,
} from './vessel-calls';

describe('the IMO number check digit', () => {
  it('accepts real IMO numbers with or without the prefix, refuses a wrong check digit or length', () => {
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('IMO 9321483')).toBe(true);
    expect(isValidImo('9176187')).toBe(true);
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
    expect(isValidImo('90747290')).toBe(false);
    expect(isValidImo('9O74729')).toBe(false);
  });
});

describe('the agent tax number (NPWP)', () => {
  it('takes 16 digits, or 15 written with a leading 0, ignoring dots and dashes', () => {
    expect(normaliseAgentTin('0027384916043000')).toBe('0027384916043000');
    expect(normaliseAgentTin('02.738.491.6-043.000')).toBe('0027384916043000');
    expect(normaliseAgentTin('12345')).toBeNull();
  });
});

describe('FAL schemas', () => {
  const member = {
    name: 'Budi Santoso',
    rank: 'MASTER',
    nationality: 'id',
    dateOfBirth: '1975-03-14',
    placeOfBirth: 'Makassar',
    docType: 'SEAMAN_BOOK',
    docNo: 'C0412377',
    docExpiry: '2028-06-30',
  };
  it('a crew member needs a document number and a known rank', () => {
    expect(crewMemberSchema.parse(member).nationality).toBe('ID');
    const bad = crewMemberSchema.safeParse({ ...member, docNo: ' ', rank: 'ADMIRAL' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['docNo', 'rank']);
  });
  it('dangerous goods: UN number of 4 digits (UN prefix optional), an IMDG class, a positive quantity', () => {
    const good = dangerousGoodSchema.parse({
      unNo: 'UN1263',
      shippingName: 'PAINT',
      dgClass: '3',
      packingGroup: 'III',
      quantity: '2400',
      unit: 'L',
    });
    expect(good.unNo).toBe('1263');
    const bad = dangerousGoodSchema.safeParse({ unNo: '12', shippingName: 'X', dgClass: '10', quantity: '0', unit: 'L' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['dgClass', 'quantity', 'unNo']);
  });
});

describe('the workflow', () => {
  const filer = { usrId: 'SL1', permissions: ['vessel.file'], sides: ['filer'] };
  const officer = { usrId: 'PCOFFICER', permissions: ['vessel.review'] };
  it('the filer saves and submits drafts and returned ones; the officer decides submitted ones', () => {
    expect(vesselCallActionsOf('DRAFT', filer)).toEqual(['save', 'submit']);
    expect(vesselCallActionsOf('RETURNED', filer)).toEqual(['save', 'submit']);
    expect(vesselCallActionsOf('SUBMITTED', filer)).toEqual([]);
    expect(vesselCallActionsOf('SUBMITTED', officer)).toEqual(['approve', 'reject', 'return']);
    expect(vesselCallActionsOf('APPROVED', officer)).toEqual([]);
    // An agent whose association ended is on no side any more.
    expect(refusalOf(VESSEL_CALL_WORKFLOW as Workflow, 'submit', { state: 'DRAFT' }, { ...filer, sides: [] })).toBe('side');
  });
});
