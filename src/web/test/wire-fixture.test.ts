import { describe, expect, it } from 'vitest';
import { outboxRow } from '../../domain/outbox-responses';
import { countryResource } from '../../domain/resources/master/country';
import { resourceRowSchema } from '../../domain/resources/row-schema';
import { wire } from './wire-fixture';

const row = {
  id: 41,
  toAddress: 'budi@example.co.id',
  subject: 'Reset your Lintas password',
  template: 'PASSWORD_RESET',
  status: 'NOT_SENT' as const,
  attempts: 0,
  createdAt: '2026-03-05T01:02:03Z',
  sentAt: null,
  lastError: null,
};

describe('wire fixtures', () => {
  it('pass a fixture the response schema would send', () => {
    expect(wire(outboxRow, row)).toBe(row);
  });

  it('refuse a fixture that drifted from the schema: a missing field, an undeclared one, a value outside the enum', () => {
    const { template: _template, ...withoutTemplate } = row;
    // @ts-expect-error the server sends `template`
    expect(() => wire(outboxRow, withoutTemplate)).toThrow();
    // @ts-expect-error `to` is not a field of an outbox row
    expect(() => wire(outboxRow, { ...row, to: 'x' })).toThrow(/differs from what its response schema sends/);
    // @ts-expect-error not an outbox status
    expect(() => wire(outboxRow, { ...row, status: 'LOST' })).toThrow();
  });

  it("check a resource row against its definition's fields", () => {
    const country = resourceRowSchema(countryResource);
    const indonesia = {
      ctryCode: 'ID',
      alpha3: 'IDN',
      numeric: '360',
      nameEn: 'Indonesia',
      nameId: 'Indonesia',
      status: 'A',
      version: 3,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-02T00:00:00Z',
      createdBy: 'SYSTEM',
      updatedBy: 'OPADMIN',
    };
    expect(wire(country, indonesia)).toBe(indonesia);
    expect(() => wire(country, { ...indonesia, flag: 'x' })).toThrow(/differs/);
    expect(() => wire(country, { ...indonesia, status: 'X' })).toThrow();
    const { createdAt: _createdAt, ...withoutAudit } = indonesia;
    // @ts-expect-error every resource row carries its audit columns
    expect(() => wire(country, withoutAudit)).toThrow();
  });
});
