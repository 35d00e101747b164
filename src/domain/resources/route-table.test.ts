import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index';
import { RESOURCE_ROUTES } from './route-table';

describe('resource route table', () => {
  it('has every resource, in order, with its paths, permissions and amend view', () => {
    expect(RESOURCE_ROUTES.map((r) => r.name)).toEqual(RESOURCES.map((def) => def.name));
    for (const def of RESOURCES) {
      expect(RESOURCE_ROUTES.find((r) => r.name === def.name)).toEqual({
        name: def.name,
        webList: def.webList,
        webDetail: def.webDetail,
        permissions: def.permissions,
        amend: Boolean(def.actions.amend),
      });
    }
  });

  it('is plain data: the production build inlines it as JSON (vite.config.ts resourceRouteTable)', () => {
    expect(JSON.parse(JSON.stringify(RESOURCE_ROUTES))).toEqual(RESOURCE_ROUTES);
  });
});
