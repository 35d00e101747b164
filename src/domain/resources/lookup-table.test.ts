import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index';
import { RESOURCE_LOOKUPS } from './lookup-table';

describe('resource lookup table', () => {
  it('has every resource with its master data cache', () => {
    expect(Object.keys(RESOURCE_LOOKUPS)).toEqual(RESOURCES.map((def) => def.name));
    for (const def of RESOURCES) expect(RESOURCE_LOOKUPS[def.name]).toEqual({ cacheName: def.cacheName ?? null });
  });

  it('is plain data: the production build inlines it as JSON (vite.config.ts buildTimeData)', () => {
    expect(JSON.parse(JSON.stringify(RESOURCE_LOOKUPS))).toEqual(RESOURCE_LOOKUPS);
  });
});
