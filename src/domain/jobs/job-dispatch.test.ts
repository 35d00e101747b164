import { describe, expect, it } from 'vitest';
import { menuFor } from '../menu';
import { permissionsOf } from '../permissions';
import { truckFitsTrip } from './job-dispatch';

describe('dispatch', () => {
  it('a truck runs a trip of its own vehicle type only (no substitutes)', () => {
    expect(truckFitsTrip('PRIME_MOVER', 'PRIME_MOVER')).toBe(true);
    expect(truckFitsTrip(' vt20ft_box', 'VT20FT_BOX ')).toBe(true);
    expect(truckFitsTrip('VT25FT', 'VT20FT')).toBe(false);
    expect(truckFitsTrip('VT20FT_EV', 'VT20FT')).toBe(false);
    expect(truckFitsTrip('VT20FT_BOX', 'VT20FT_REEFER')).toBe(false);
  });

  it('the bulk assignment is in the Trucking jobs menu of those who operate jobs', () => {
    const paths = (roles: string[]) =>
      (menuFor([...permissionsOf(roles)]).find((e) => e.id === 'jobs')?.children ?? []).map((c) => c.path);
    expect(paths(['TO_OPERATION'])).toContain('/applications/services/job/to/assign');
    expect(paths(['OFFICER'])).not.toContain('/applications/services/job/to/assign');
    expect(paths(['SP_OP_ADMIN'])).not.toContain('/applications/services/job/to/assign');
  });
});
