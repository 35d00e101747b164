import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('landingPath', () => {
  it('lands a truck operator without jobs on truck tracking, a truck operator on its jobs', () => {
    expect(landingPath({ accnType: 'ACC_TYPE_TO_WJ', authorities: ['ACCN_ADMIN'] })).toBe('/applications/service/truckTracking');
    expect(landingPath({ accnType: 'ACC_TYPE_TO', authorities: ['ACCN_ADMIN'] })).toBe('/general/landing/workbench');
  });
});
