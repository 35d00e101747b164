import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps local paths with query and hash', () => {
    expect(safeRedirectPath('/general/landing/workbench')).toBe('/general/landing/workbench');
    expect(safeRedirectPath('/jobs?page=2#top')).toBe('/jobs?page=2#top');
  });

  it('strips the basename', () => {
    expect(safeRedirectPath('/trucking/payments', '/trucking')).toBe('/payments');
    expect(safeRedirectPath('/trucking', '/trucking')).toBe('/');
    expect(safeRedirectPath('/truckingx/a', '/trucking')).toBe('/truckingx/a');
  });

  it.each([
    null,
    undefined,
    '',
    'general/landing',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/ok\\..\\x',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('rejects %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
