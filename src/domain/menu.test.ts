import { describe, expect, it } from 'vitest';
import { MENU, menuFor, type MenuEntry } from './menu';
import { permissionsForCompany, permissionsOf } from './permissions';
import { RESOURCES } from './resources';

const group = (menu: MenuEntry[], id: string) => menu.find((e) => e.id === id);
const paths = (entry: MenuEntry | undefined) => (entry?.children ?? []).map((c) => c.path);

describe('menu', () => {
  it('lists the master data and the fleet from the resource definitions', () => {
    const master = group(MENU, 'masterData');
    expect(master).toMatchObject({ titleKey: 'menu.masterData', icon: 'database' });
    expect(master?.permission).toBeUndefined();
    expect(paths(master)).toEqual(
      expect.arrayContaining(['/master/country', '/master/currency', '/master/province', '/master/port', '/master/uom']),
    );
    expect(master?.children?.every((c) => c.permission === 'master.manage')).toBe(true);
    const country = master?.children?.find((c) => c.path === '/master/country');
    expect(country?.titleKey).toBe('resources.country.title');

    const fleet = group(MENU, 'fleet');
    expect(fleet).toMatchObject({ titleKey: 'menu.fleet', icon: 'truck' });
    expect(paths(fleet)).toContain('/administrations/truck-management');
    expect(fleet?.children?.every((c) => c.permission === 'fleet.manage')).toBe(true);
  });

  it('links every resource list exactly once', () => {
    const all = (entries: MenuEntry[]): string[] =>
      entries.flatMap((e) => [...(e.path ? [e.path] : []), ...all(e.children ?? [])]);
    for (const def of RESOURCES) expect(all(MENU).filter((p) => p === def.webList)).toHaveLength(1);
  });

  it('shows master data to the platform and the fleet to truck operators', () => {
    const admin = menuFor([...permissionsOf(['SP_OP_ADMIN'])]);
    expect(group(admin, 'masterData')).toBeDefined();
    expect(group(admin, 'fleet')).toBeUndefined();

    const operator = menuFor([...permissionsOf(['TO_OPERATION'])]);
    expect(group(operator, 'masterData')).toBeUndefined();
    expect(paths(group(operator, 'fleet'))).toContain('/administrations/truck-management');

    const cargoOwner = menuFor([...permissionsOf(['OFFICER'])]);
    expect(group(cargoOwner, 'masterData')).toBeUndefined();
    expect(group(cargoOwner, 'fleet')).toBeUndefined();
  });
});

describe('tracking in the menu', () => {
  const tracking = (held: string[], accnType: string) => paths(group(menuFor([...permissionsOf(held)], accnType), 'tracking'));

  it('gives operators the live map, the history and truck tracking; customers the live map; the platform both maps', () => {
    const maps = ['/administrations/live-monitoring', '/administrations/historical-monitoring'];
    expect(tracking(['TO_OPERATION'], 'ACC_TYPE_TO')).toEqual([...maps, '/applications/service/truckTracking']);
    expect(tracking(['TO_OPERATION'], 'ACC_TYPE_TO_WJ')).toEqual([...maps, '/applications/service/truckTracking']);
    expect(tracking(['OFFICER'], 'ACC_TYPE_CO')).toEqual(['/administrations/live-monitoring']);
    expect(tracking(['SP_OP_ADMIN'], 'SP_OP_ADMIN')).toEqual(maps);
    // GLI reads every job but has no trucks to watch.
    expect(tracking(['FINANCE_ADMIN'], 'ACC_TYPE_GLI')).toEqual([]);
  });
});

describe('administration screens in the menu', () => {
  const admin = (held: string[]) => paths(group(menuFor([...permissionsOf(held)]), 'administrations'));

  it('shows the platform screens to platform admins only', () => {
    const platform = admin(['SP_OP_ADMIN']);
    expect(platform).toEqual(
      expect.arrayContaining([
        '/account/profile/',
        '/manageAccounts/all/list',
        '/opadmin/users',
        '/administrations/sysparam',
        '/administrations/audit',
        '/administrations/exception',
        '/administrations/document/list',
        '/administrations/authorisations',
      ]),
    );
    const company = admin(['ACCN_ADMIN']);
    expect(company).toEqual(
      expect.arrayContaining(['/account/profile/', '/manageUsers/user/list', '/administrations/document/list']),
    );
    for (const p of ['/opadmin/users', '/administrations/sysparam', '/administrations/audit', '/administrations/authorisations'])
      expect(company).not.toContain(p);
  });
});

describe('the finance exports in the menu (issue 15)', () => {
  const exportsOf = (accnType: string, roles: string[]) =>
    paths(group(menuFor(permissionsForCompany(accnType, [...permissionsOf(roles)]), accnType), 'financeExports'));

  it("shows the AR report and the Sage screens to GLI's and the platform's finance admin and head only", () => {
    const all = ['/administration/ARreport', '/manage/sage/excel', '/manage/sage/tax', '/opadmin/sageintegrations'];
    expect(exportsOf('ACC_TYPE_GLI', ['FINANCE_ADMIN'])).toEqual(all);
    expect(exportsOf('ACC_TYPE_GLI', ['FINANCE_HEAD', 'FINANCE_APPROVER'])).toEqual(all);
    expect(exportsOf('SP_OP_ADMIN', ['FINANCE_HEAD'])).toEqual(all);
    expect(exportsOf('ACC_TYPE_CO', ['FINANCE_ADMIN'])).toEqual([]);
    expect(exportsOf('ACC_TYPE_TO', ['FINANCE_HEAD'])).toEqual([]);
  });
});
