import { accountResource, ffCustomerResource } from './admin/account';
import { auditResource, exceptionResource } from './admin/logs';
import { documentResource } from './admin/document';
import { outboxResource } from './admin/outbox';
import { sysparamResource } from './admin/sysparam';
import { whitelabelResource } from './admin/whitelabel';
import { userResource } from './admin/user';
import { trackFenceEventResource } from './fleet/track-fence-event';
import { trackAlertResource } from './fleet/track-alert';
import type { ResourceDef } from './types';

/**
 * Entities listed by the engine whose server routes stay their feature's own (spec'd paths, special rules):
 * never in RESOURCES, so the generic CRUD, lookups and routes of the engine do not apply to them. Each
 * feature's list screen is `ResourceListPage` over its definition with the parts it replaces.
 */
export const OWN_API_RESOURCES: ResourceDef[] = [
  sysparamResource,
  auditResource,
  exceptionResource,
  outboxResource,
  documentResource,
  whitelabelResource,
  userResource('all'),
  userResource('own'),
  accountResource,
  ffCustomerResource,
  trackFenceEventResource,
  trackAlertResource,
];
