import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../permissions';
import { MENU } from '../menu';
import { TAX_INVOICE_STATES as TAX_STATES } from '../tax/tax-invoices';
import {
  TAX_INVOICE_STATES,
  REPORTS,
  REPORT_IDS,
  REPORT_MAX_DAYS,
  REPORT_PARAMS,
  REPORT_ROLES,
  daysBetween,
  mayRun,
  reportsFor,
} from './reports';

const errorsOf = (id: keyof typeof REPORT_PARAMS, value: unknown) => {
  const result = REPORT_PARAMS[id].safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
};

describe('report parameters', () => {
  it('take a period of Jakarta days with defaults for the files and the language', () => {
    expect(REPORT_PARAMS.jobs.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'XLSX_PDF',
      language: 'en',
    });
    expect(
      REPORT_PARAMS.billing.parse({ from: '2026-11-01', to: '2026-11-01', state: 'APP_BILL', party: 'CO0001' }),
    ).toMatchObject({
      state: 'APP_BILL',
      party: 'CO0001',
    });
  });

  it('refuse a day that does not exist, an end before the start and a span over the maximum', () => {
    expect(errorsOf('jobs', { from: '2026-02-29', to: '2026-03-01' })).toEqual({ from: 'validation.date' });
    expect(errorsOf('jobs', { from: '26-11-01', to: '2026-11-01' })).toEqual({ from: 'validation.date' });
    expect(errorsOf('jobs', { from: '2026-11-02', to: '2026-11-01' })).toEqual({ to: 'reports.validation.toBeforeFrom' });
    expect(daysBetween('2025-01-01', '2025-12-31')).toBe(365);
    expect(errorsOf('jobs', { from: '2024-01-01', to: '2024-12-31' })).toEqual({}); // 366 days: a leap year
    expect(errorsOf('jobs', { from: '2024-01-01', to: '2025-01-01' })).toEqual({ to: 'reports.validation.span' });
    expect(REPORT_MAX_DAYS).toBe(366);
  });

  it('refuse a state of another report, a party that is not an id, an unknown field and a bad format', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(Object.keys(errorsOf('billing', { ...period, state: 'ONGOING' }))).toEqual(['state']);
    expect(Object.keys(errorsOf('jobs', { ...period, party: "CO1' or '1'='1" }))).toEqual(['party']);
    expect(Object.keys(errorsOf('jobs', { ...period, party: 'X'.repeat(21) }))).toEqual(['party']);
    expect(Object.keys(errorsOf('jobs', { ...period, accnId: 'TO0001' }))).toEqual(['_']);
    expect(Object.keys(errorsOf('jobs', { ...period, format: 'CSV' }))).toEqual(['format']);
    // Reports without a state filter refuse one.
    expect(Object.keys(errorsOf('truckUtilisation', { ...period, state: 'DONE' }))).toEqual(['_']);
  });
});

describe('the catalogue', () => {
  it('has every report once, with typed columns and money beside its currency', () => {
    expect(REPORTS.map((r) => r.id)).toEqual([...REPORT_IDS]);
    for (const r of REPORTS) {
      expect(new Set(r.columns.map((c) => c.key)).size, r.id).toBe(r.columns.length);
      for (const c of r.columns.filter((col) => col.type === 'money')) {
        expect(
          r.columns.map((col) => col.key),
          `${r.id}.${c.key}`,
        ).toContain(c.currencyKey);
      }
    }
  });

  it('offers the tax invoices’ own states', () => {
    expect([...TAX_INVOICE_STATES]).toEqual([...TAX_STATES]);
  });

  it('lets a role run a report only in the report’s company types', () => {
    const jobs = REPORTS.find((r) => r.id === 'jobs')!;
    const trucks = REPORTS.find((r) => r.id === 'truckUtilisation')!;
    expect(mayRun(jobs, { authorities: ['ACCN_ADMIN'], accnType: 'ACC_TYPE_CO' })).toBe(true);
    expect(mayRun(trucks, { authorities: ['ACCN_ADMIN'], accnType: 'ACC_TYPE_CO' })).toBe(false);
    expect(mayRun(trucks, { authorities: ['ACCN_ADMIN'], accnType: 'ACC_TYPE_TO' })).toBe(true);
    expect(reportsFor({ authorities: ['ACCN_ADMIN'], accnType: 'ACC_TYPE_SL' })).toEqual([]);
    expect(reportsFor({ authorities: ['SYS_SUPER_ADMIN'], accnType: 'SP_OP_ADMIN' })).toHaveLength(REPORTS.length);
  });

  it('gives every role that runs a report the permission of the menu entry', () => {
    for (const role of REPORT_ROLES) expect(ROLE_PERMISSIONS[role], role).toContain('reports.run');
    expect(MENU.find((e) => e.id === 'reports')).toMatchObject({ path: '/reports/list', permission: 'reports.run' });
  });
});
