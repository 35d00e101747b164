import { RESOURCES } from './index';
import type { ResourceDef } from './types';

/**
 * What the web app's route table needs of a resource: its screens' paths and who may open them. The route table
 * is in the app's entry, which every page loads (the sign-in page too); the definitions themselves (fields,
 * lookups) load with the resource screens. In the production build this module is replaced by its value,
 * computed at build time (vite.config.ts `buildTimeData`), so the definitions are not in the entry; in
 * the dev server and the unit tests it runs as written. Keep it to this one export of plain data.
 */
export interface ResourceRoute {
  name: string;
  webList: string;
  webDetail: string;
  permissions: ResourceDef['permissions'];
  /** Whether the resource has the amend view (a detail route's view type). */
  amend: boolean;
}

export const RESOURCE_ROUTES: readonly ResourceRoute[] = RESOURCES.map((def) => ({
  name: def.name,
  webList: def.webList,
  webDetail: def.webDetail,
  permissions: def.permissions,
  amend: Boolean(def.actions.amend),
}));
