import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index';
import { inputSchema } from './schema';

const schemaOf = (name: string) =>
  inputSchema(
    RESOURCES.find((r) => r.name === name)!,
    'create',
  ).partial();

describe('resource input schema: decimals', () => {
  it('refuses a negative truck volume and keeps exact decimals as strings', () => {
    const bad = schemaOf('truck').safeParse({ volumeM3: '-1.5' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['volumeM3'], message: 'validation.tooSmall' });
    const good = schemaOf('truck').safeParse({ volumeM3: '0.000001' });
    expect(good.data?.volumeM3).toBe('0.000001');
  });

  it('accepts negative coordinates inside their range and refuses them outside', () => {
    const location = schemaOf('location');
    expect(location.safeParse({ lat: '-6.104', lon: '-106.88' }).success).toBe(true);
    const out = location.safeParse({ lat: '-90.5', lon: '180.1' });
    expect(out.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['lat', 'validation.tooSmall'],
      ['lon', 'validation.tooBig'],
    ]);
  });
});
